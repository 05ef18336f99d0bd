import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { CRM_HOME, CRM_PATH_HEADER, LOGIN_PATH, SESSION_COOKIE } from '@/lib/auth/config';
import {
  hasEncodedPercent,
  isPagePath,
  refuseRequest,
  refusalResponse,
} from '@/lib/http/request-guard';
import { canonicalNewsroomPath } from '@/components/newsroom/newsroom-links';
import { asLocale, localeOfPath, localizePath, stripLocalePrefix } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, routing } from '@/lib/i18n/routing';
import { noncePolicy } from '@/lib/security/csp.mjs';

const handleI18nRouting = createMiddleware(routing);

/**
 * The CRM's pages are rendered for each request: their scripts are allowed by a nonce, which
 * Next adds to its own scripts when it finds the policy among the request's headers.
 */
function renderCrm(request: NextRequest, extraHeaders: Record<string, string> = {}) {
  const policy = noncePolicy(btoa(crypto.randomUUID()));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

function crm(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === LOGIN_PATH) return renderCrm(request);
  // An optimistic check only: the CRM layout verifies the session against the store.
  if (!request.cookies.has(SESSION_COOKIE)) {
    const login = new URL(LOGIN_PATH, request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login, 307);
  }
  if (pathname === '/crm' || pathname === '/crm/') {
    return NextResponse.redirect(new URL(CRM_HOME, request.url), 307);
  }
  return renderCrm(request, { [CRM_PATH_HEADER]: `${pathname}${search}` });
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const refusal = refuseRequest(request.method, pathname, search);
  if (refusal) return refusalResponse(refusal);
  // Endpoints and files reach the proxy only to have their path checked.
  if (!isPagePath(pathname)) return NextResponse.next();
  if (pathname === '/crm' || pathname.startsWith('/crm/')) return crm(request);
  if (hasEncodedPercent(pathname)) {
    return NextResponse.rewrite(new URL(`/${localeOfPath(pathname)}/not-found`, request.url));
  }

  // `?lng=ru` comes first in the detection order: move to the localized URL and remember it.
  const requested = request.nextUrl.searchParams.get(LOCALE_QUERY_PARAM);
  if (requested !== null) {
    const url = request.nextUrl.clone();
    url.searchParams.delete(LOCALE_QUERY_PARAM);
    const locale = asLocale(requested);
    if (locale) url.pathname = localizePath(url.pathname, locale);
    const response = NextResponse.redirect(url, 307);
    if (locale) {
      response.cookies.set(LOCALE_COOKIE, locale, {
        path: '/',
        maxAge: 60 * 60 * 24 * 365,
        sameSite: 'lax',
      });
    }
    return response;
  }

  // The newsroom's old query addresses (?page=2&tag=ai) moved to path segments for good.
  const { searchParams } = request.nextUrl;
  if (
    stripLocalePrefix(pathname) === '/newsroom' &&
    (searchParams.has('page') || searchParams.has('tag'))
  ) {
    const target = localizePath(canonicalNewsroomPath(searchParams), localeOfPath(pathname));
    return NextResponse.redirect(new URL(target, request.url), 308);
  }
  return handleI18nRouting(request);
}

export const config = {
  matcher: [
    // Pages: everything but the provider, the contact endpoint, Next internals and files.
    '/((?!api|api_mail|_next|_vercel|.*\\..*).*)',
    // Any other path only when it is percent-encoded or very long, to be checked (request-guard).
    '/(.*%.*)',
    '/(.{1000,})',
  ],
};

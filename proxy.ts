import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { CRM_PATH_HEADER, LOGIN_PATH, SESSION_COOKIE } from '@/lib/auth/config';
import { asLocale, localizePath } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, routing } from '@/lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

function crm(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === LOGIN_PATH) return NextResponse.next();
  // An optimistic check only: the CRM layout verifies the session against the store.
  if (!request.cookies.has(SESSION_COOKIE)) {
    const login = new URL(LOGIN_PATH, request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login, 307);
  }
  const headers = new Headers(request.headers);
  headers.set(CRM_PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/crm' || pathname.startsWith('/crm/')) return crm(request);

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
  return handleI18nRouting(request);
}

export const config = {
  // Everything but the provider, the contact endpoint, Next internals and files.
  matcher: ['/((?!api|api_mail|_next|_vercel|.*\\..*).*)'],
};

import { NextResponse, type NextRequest } from 'next/server';
import { consentInitScript } from '@/lib/consent/consent';
import {
  CRM_HOME,
  CRM_PATH_HEADER,
  INVITE_PATH,
  LOGIN_PATH,
  SESSION_COOKIE,
} from '@/lib/auth/config';
import {
  hasEncodedPercent,
  isPagePath,
  refuseRequest,
  refusalResponse,
} from '@/lib/http/request-guard';
import { config as settings } from '@/lib/env';
import {
  asLocale,
  followedWithinSite,
  localeOfPath,
  localizePath,
  stripLocalePrefix,
} from '@/lib/i18n/detect';
import { preferredLocale } from '@/lib/i18n/negotiate';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, routing } from '@/lib/i18n/routing';
import { articleSlugOfPath, canonicalNewsroomHref } from '@/lib/seo/addresses';
import { perRequestPolicy, policyOptions, type LayoutScripts } from '@/lib/security/headers';
import { limitedSearchAnswer } from '@/lib/articles/search/limited-answer';
import { limitKey, requestClientAddress } from '@/lib/http/client-address';
import { createRateLimiter, type RateLimiter } from '@/lib/server/rate-limit';

const LOCALE_COOKIE_OPTIONS = { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' } as const;

/** What a page on the public layout (app/_site/layout.tsx) runs besides Next's scripts. */
function publicLayout(): LayoutScripts {
  return { inlineScripts: [consentInitScript()], gaId: settings().gaId };
}

/**
 * The CRM's pages and the staff previews are rendered for each request: their scripts are
 * allowed by a nonce, which Next adds to its own scripts when it finds the policy among the
 * request's headers, beside the resource policy every answer carries (this header replaces
 * the one of next.config.ts). Neither is for search engines.
 */
function renderPerRequest(
  request: NextRequest,
  {
    layout = {},
    extraHeaders = {},
  }: {
    layout?: LayoutScripts;
    extraHeaders?: Record<string, string>;
  } = {},
) {
  const policy = perRequestPolicy(btoa(crypto.randomUUID()), policyOptions(settings()), layout);
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
  if (pathname === LOGIN_PATH) return renderPerRequest(request);
  // A one-time sign-in link is opened before its owner has a session; its address is a secret,
  // so the page never sends it on as a referrer.
  if (pathname.startsWith(`${INVITE_PATH}/`)) {
    const response = renderPerRequest(request);
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  }
  // An optimistic check only: the CRM layout verifies the session against the store.
  if (!request.cookies.has(SESSION_COOKIE)) {
    const login = new URL(LOGIN_PATH, request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login, 307);
  }
  if (pathname === '/crm' || pathname === '/crm/') {
    return NextResponse.redirect(new URL(CRM_HOME, request.url), 307);
  }
  return renderPerRequest(request, { extraHeaders: { [CRM_PATH_HEADER]: `${pathname}${search}` } });
}

/** `?lng=ru` comes first in the detection order: move to the localized URL and remember it. */
function switchLanguage(request: NextRequest, requested: string) {
  const url = request.nextUrl.clone();
  url.searchParams.delete(LOCALE_QUERY_PARAM);
  const locale = asLocale(requested);
  if (locale) url.pathname = localizePath(url.pathname, locale);
  const response = NextResponse.redirect(url, 307);
  // A language chosen by hand is a setting the visitor asked for: kept without consent, as
  // the cookie policy says (Article 29 Working Party, Opinion 04/2012).
  if (locale) response.cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
  return response;
}

/**
 * An address without a language prefix is English, unless the visitor chose another language
 * before (the cookie) or, on the home page where most arrive, their browser prefers one. Only
 * such requests reach the proxy (`config.matcher`); the page itself moves a visitor whose
 * choice lives only in the browser's storage. A visitor who followed a link of this site (the
 * language switcher, clicked before its page remembered the choice, or without scripts) reads
 * the address's language.
 */
function negotiate(request: NextRequest) {
  const { pathname, origin } = request.nextUrl;
  if (followedWithinSite(request.headers.get('referer'), origin)) return NextResponse.next();
  const locale =
    asLocale(request.cookies.get(LOCALE_COOKIE)?.value) ??
    (pathname === '/' ? preferredLocale(request.headers.get('accept-language')) : undefined) ??
    routing.defaultLocale;
  if (locale === routing.defaultLocale || stripLocalePrefix(pathname) !== pathname) {
    return NextResponse.next();
  }
  // An article lives at its own language's address whatever the visitor's language; the page
  // moves them to its translation when there is one (components/layout/page-effects).
  if (articleSlugOfPath(pathname) !== undefined) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = localizePath(pathname, locale);
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Vary', 'Cookie, Accept-Language, Referer');
  return response;
}

const holder = globalThis as { __searchLimiter?: RateLimiter };

/** Searches per client (an IPv6 network by its /64) and minute: typing sends one per pause. */
function searchLimiter(): RateLimiter {
  return (holder.__searchLimiter ??= createRateLimiter({
    name: 'newsroom-search',
    limit: settings().searchRateLimit,
    windowMs: 60_000,
  }));
}

/** The newsroom's search page, in either language (app/_site/search.tsx). */
function isSearchPath(pathname: string): boolean {
  return stripLocalePrefix(pathname) === '/newsroom/search';
}

/**
 * A search is counted against its client's limit before anything is rendered: past it, the
 * answer is a small 429 page (lib/articles/search/limited-answer.ts). The page, rendered for
 * each request and echoing what was typed, runs its scripts by a nonce, as the CRM's do.
 */
async function newsroomSearch(request: NextRequest) {
  if (request.nextUrl.searchParams.get('q')?.trim()) {
    const limit = await searchLimiter().hit(limitKey(requestClientAddress(request.headers)));
    if (!limit.allowed) {
      return limitedSearchAnswer(localeOfPath(request.nextUrl.pathname), limit.retryAfter);
    }
  }
  return renderPerRequest(request, { layout: publicLayout() });
}

/** A staff preview (app/_site/preview.tsx), in either language. */
function isPreviewPath(pathname: string): boolean {
  return stripLocalePrefix(pathname).startsWith('/preview/');
}

/**
 * Runs only where a request needs more than the page cache (see `config.matcher`): the
 * language of an unprefixed address, `?lng=`, the newsroom's old query addresses, the CRM, the
 * search (its limit and its script policy), and paths to be refused. Every other public page
 * is served straight from the cache, by a route of its own language (app/(en), app/ru).
 * Methods a page does not take never get here
 * (lib/server/method-guard.ts).
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  // A search's query is read by its page, which says when one is too long to be a search.
  const refusal = refuseRequest(pathname, isSearchPath(pathname) ? '' : search);
  if (refusal) return refusalResponse(refusal);
  // Endpoints and files reach the proxy only to have their path checked.
  if (!isPagePath(pathname)) return NextResponse.next();
  if (pathname === '/crm' || pathname.startsWith('/crm/')) return crm(request);
  if (isPreviewPath(pathname)) return renderPerRequest(request, { layout: publicLayout() });
  if (isSearchPath(pathname)) return newsroomSearch(request);
  if (hasEncodedPercent(pathname)) {
    return NextResponse.rewrite(
      new URL(localizePath('/not-found', localeOfPath(pathname)), request.url),
    );
  }
  const requested = searchParams.get(LOCALE_QUERY_PARAM);
  if (requested !== null) return switchLanguage(request, requested);

  // The newsroom's old query addresses (?page=2&tag=ai) moved to path segments for good.
  if (
    stripLocalePrefix(pathname) === '/newsroom' &&
    (searchParams.has('page') || searchParams.has('tag'))
  ) {
    const target = canonicalNewsroomHref(localeOfPath(pathname), searchParams);
    return NextResponse.redirect(new URL(target, request.url), 308);
  }
  return negotiate(request);
}

export const config = {
  matcher: [
    // The home page, for a browser that names Russian among its languages: it may prefer it.
    // Every other visitor of `/` is served straight from the page cache, as `/ru` is.
    { source: '/', has: [{ type: 'header', key: 'accept-language', value: '.*[Rr][Uu].*' }] },
    // Visitors who chose Russian before: unprefixed addresses move to /ru.
    { source: '/:path*', has: [{ type: 'cookie', key: 'NEXT_LOCALE', value: 'ru' }] },
    '/crm',
    '/crm/:path*',
    '/:locale(ru)?/preview/:path*',
    '/:locale(ru)?/newsroom/search',
    { source: '/:path*', has: [{ type: 'query', key: 'lng' }] },
    { source: '/:locale?/newsroom', has: [{ type: 'query', key: 'page' }] },
    { source: '/:locale?/newsroom', has: [{ type: 'query', key: 'tag' }] },
    // Paths that are percent-encoded or very long, to be checked (request-guard).
    '/(.*%.*)',
    '/(.{1000,})',
  ],
};

import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { asLocale, localizePath } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, routing } from '@/lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
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
  // Everything but the provider, the contact endpoint, the CRM, Next internals and files.
  matcher: ['/((?!api|api_mail|crm|_next|_vercel|.*\\..*).*)'],
};

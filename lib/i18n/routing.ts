import { defineRouting } from 'next-intl/routing';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_STORAGE_KEY = 'lng';
export const LOCALE_QUERY_PARAM = 'lng';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales: ['en', 'ru'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' },
  // Every page lists its language versions in its <head> (lib/seo/metadata.ts); repeating them
  // in a Link header on every response costs each request and echoes the path into a header.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

/** Static params of the pages prerendered once per language (landing, policy). */
export function localeParams(): { locale: Locale }[] {
  return routing.locales.map((locale) => ({ locale }));
}

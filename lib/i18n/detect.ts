import { routing, type Locale } from './routing';

export function asLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return routing.locales.find((locale) => locale === base);
}

export interface LocaleSignals {
  query?: string | null;
  cookie?: string | null;
  localStorage?: string | null;
  sessionStorage?: string | null;
  navigator?: readonly string[];
  htmlLang?: string | null;
}

/**
 * The spec's detection order: query string, cookie, local storage, session storage,
 * navigator languages, then the html tag; English when nothing matches.
 */
export function detectLocale(signals: LocaleSignals): Locale {
  const candidates = [
    signals.query,
    signals.cookie,
    signals.localStorage,
    signals.sessionStorage,
    ...(signals.navigator ?? []),
    signals.htmlLang,
  ];
  for (const candidate of candidates) {
    const locale = asLocale(candidate);
    if (locale) return locale;
  }
  return routing.defaultLocale;
}

/** Path without any locale prefix: '/ru/policy' → '/policy', '/ru' → '/'. */
export function stripLocalePrefix(pathname: string): string {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** Public path of a page in a locale; the default locale has no prefix. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname);
  if (locale === routing.defaultLocale) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** The language a public path is in: its prefix, or the default language. */
export function localeOfPath(pathname: string): Locale {
  return (
    routing.locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ??
    routing.defaultLocale
  );
}

/**
 * Whether a page was reached by following a link of this site (its referrer is one of the
 * site's pages): the visitor then reads the language of the address they followed, e.g. the
 * language switcher's, even when it was clicked before the page could remember the choice.
 * Only a visitor arriving from elsewhere is moved to the language they chose before.
 */
export function followedWithinSite(referrer: string | null | undefined, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

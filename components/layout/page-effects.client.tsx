'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { detectLocale, localizePath, stripLocalePrefix } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import { articleSlugOfPath } from '@/lib/seo/addresses';
import { rememberLocale } from './language-switcher.client';

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Scroll to the top on every route change, and keep the language choice remembered. */
export function PageEffects({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current !== pathname && !window.location.hash) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);

  useEffect(() => {
    // An address without a language prefix is served in English from the cache; a visitor
    // whose cookie, stored choice or browser says otherwise moves to their language (the
    // spec's order; the query was handled by the server, the html tag is this page's).
    const unprefixed = stripLocalePrefix(window.location.pathname) === window.location.pathname;
    const wanted = detectLocale({
      cookie: Cookies.get(LOCALE_COOKIE),
      localStorage: stored(() => localStorage),
      sessionStorage: stored(() => sessionStorage),
      navigator: navigator.languages,
    });
    if (unprefixed && wanted !== locale && articleSlugOfPath(window.location.pathname)) {
      // An article lives in its own language: the reader moves to its translation when there
      // is one (the page's language links name it), else stays, keeping their choice.
      const translation = document.querySelector<HTMLLinkElement>(
        `link[rel="alternate"][hreflang="${wanted}"]`,
      );
      if (translation) window.location.replace(new URL(translation.href).pathname);
      return;
    }
    if (unprefixed && wanted !== locale) {
      rememberLocale(wanted);
      window.location.replace(
        localizePath(window.location.pathname, wanted) +
          window.location.search +
          window.location.hash,
      );
      return;
    }
    rememberLocale(locale);
  }, [locale]);

  return null;
}

'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { asLocale, localizePath, stripLocalePrefix } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import { rememberLocale } from './language-switcher.client';

function storedLocale(): Locale | undefined {
  try {
    return (
      asLocale(localStorage.getItem(LOCALE_STORAGE_KEY)) ??
      asLocale(sessionStorage.getItem(LOCALE_STORAGE_KEY))
    );
  } catch {
    return undefined;
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
    // Detection order after the query and the cookie: local, then session storage.
    const stored = storedLocale();
    const unprefixed = stripLocalePrefix(window.location.pathname) === window.location.pathname;
    if (!Cookies.get(LOCALE_COOKIE) && stored && stored !== locale && unprefixed) {
      rememberLocale(stored);
      window.location.replace(
        localizePath(window.location.pathname, stored) + window.location.hash,
      );
      return;
    }
    rememberLocale(locale);
  }, [locale]);

  return null;
}

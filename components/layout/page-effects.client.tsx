'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  detectLocale,
  followedWithinSite,
  localeOfPath,
  localizePath,
  stripLocalePrefix,
} from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import { articleSlugOfPath, tagOfPath, tagTranslationHref } from '@/lib/seo/addresses';
import { rememberChosenLocale, rememberLocale } from './language-switcher.client';

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The path of a referrer that is one of this site's pages. */
function sameSitePath(referrer: string, origin: string): string | undefined {
  if (!followedWithinSite(referrer, origin)) return undefined;
  return new URL(referrer).pathname;
}

/** The address page views are counted at (app/api/event/route.ts). */
const BEACON = '/api/event';

/** The page's utm_* tags: the only part of its query that is counted. */
function campaignQuery(): string {
  const tags = [...new URLSearchParams(window.location.search)].filter(([name]) =>
    name.startsWith('utm_'),
  );
  return new URLSearchParams(tags).toString();
}

/**
 * Scroll to the top on every route change, keep the language choice remembered, and count
 * each page view (`countViews`: analytics are on) once the page is shown and idle, and after
 * each client-side navigation.
 */
export function PageEffects({ locale, countViews }: { locale: Locale; countViews: boolean }) {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const leaving = useRef(false);
  const viewed = useRef(false);

  useEffect(() => {
    if (previous.current !== pathname && !window.location.hash) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);

  useEffect(() => {
    // An address without a language prefix is served in English from the cache; a visitor
    // whose cookie, stored choice or browser says otherwise moves to their language (the
    // spec's order; the query was handled by the server, the html tag is this page's). A
    // visitor who followed one of this site's links (e.g. the language switcher, even clicked
    // before its page could remember the choice) reads the address's language, now theirs.
    const movable =
      stripLocalePrefix(window.location.pathname) === window.location.pathname &&
      !followedWithinSite(document.referrer, window.location.origin);
    const wanted = detectLocale({
      cookie: Cookies.get(LOCALE_COOKIE),
      localStorage: stored(() => localStorage),
      sessionStorage: stored(() => sessionStorage),
      navigator: navigator.languages,
    });
    if (movable && wanted !== locale && articleSlugOfPath(window.location.pathname)) {
      // An article lives in its own language: the reader moves to its translation when there
      // is one (the page's language links name it), else stays, keeping their choice.
      const translation = document.querySelector<HTMLLinkElement>(
        `link[rel="alternate"][hreflang="${wanted}"]`,
      );
      if (translation) {
        leaving.current = true;
        window.location.replace(new URL(translation.href).pathname);
      }
      return;
    }
    if (movable && wanted !== locale) {
      leaving.current = true;
      rememberLocale(wanted);
      // A tag's page in the other language is its counterpart's, which the server knows.
      const tag = tagOfPath(window.location.pathname);
      window.location.replace(
        tag === undefined
          ? localizePath(window.location.pathname, wanted) +
              window.location.search +
              window.location.hash
          : tagTranslationHref(wanted, tag),
      );
      return;
    }
    // Arriving from one of this site's pages in the other language, against what the visitor's
    // signals say, is the language switch clicked before its page could keep the choice (or
    // without scripts): keep it now. A move made for those signals is no choice.
    const from = sameSitePath(document.referrer, window.location.origin);
    if (from !== undefined && localeOfPath(from) !== locale && wanted !== locale) {
      rememberChosenLocale(locale);
    } else rememberLocale(locale);
  }, [locale]);

  useEffect(() => {
    if (!countViews || !navigator.sendBeacon) return;
    const first = !viewed.current;
    viewed.current = true;
    const send = () => {
      // A page that hands the reader over to their language is not the one they see.
      if (leaving.current) return;
      navigator.sendBeacon(
        BEACON,
        JSON.stringify({
          p: window.location.pathname,
          r: first ? document.referrer : undefined,
          q: campaignQuery(),
        }),
      );
    };
    if (!first) {
      send();
      return;
    }
    // Nothing on the main thread before the page is interactive.
    const idle = () => (window.requestIdleCallback ?? setTimeout)(send);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, [pathname, countViews]);

  return null;
}

'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { allowsPreferences } from '@/lib/consent/consent';
import { localizePath, stripLocalePrefix } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import {
  articleSlugOfPath,
  tagOfPath,
  tagTranslationHref,
  translationHref,
} from '@/lib/seo/addresses';
import styles from './header.module.css';

function store(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, disabled); the address keeps the language.
  }
}

/**
 * The language the visitor read last, kept in the browser's storage only with Preferences
 * consent, as the cookie policy says; otherwise the language is the address's.
 */
export function rememberLocale(locale: Locale) {
  if (allowsPreferences(Cookies.get())) store(locale);
}

/**
 * A language the visitor chose by hand (the switcher, `?lng=`): a setting they asked for,
 * which needs no consent (Article 29 Working Party, Opinion 04/2012), kept in a first-party
 * cookie for a year; with Preferences consent in the storage too.
 */
export function rememberChosenLocale(locale: Locale) {
  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, sameSite: 'lax', path: '/' });
  rememberLocale(locale);
}

/**
 * Forgets the language remembered under Preferences consent, which was withdrawn; the one the
 * visitor chose by hand stays, as the policy says.
 */
export function forgetLocale() {
  try {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    // Nothing stored where there is no storage.
  }
}

interface LanguageSwitcherProps {
  current: Locale;
  label: string;
  options: ReadonlyArray<{ locale: Locale; name: string; action: string }>;
}

/**
 * The page in another language: the same page under its prefix, but an article's is its
 * translation (its own slug) and a tag's its counterpart, through the server, which knows
 * them (or that language's newsroom when there is none).
 */
function pageIn(locale: Locale, current: Locale, pathname: string): string {
  const bare = stripLocalePrefix(pathname);
  if (locale === current) return localizePath(bare, locale);
  const slug = articleSlugOfPath(bare);
  if (slug !== undefined) return translationHref(locale, slug);
  const tag = tagOfPath(bare);
  if (tag !== undefined) return tagTranslationHref(locale, tag);
  return localizePath(bare, locale);
}

/**
 * The switch keeps where the visitor was: the same page's query (a search's words) and anchor
 * (`/policy#cookies`), read when it is clicked (the server's HTML knows neither).
 */
function keepPlace(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const target = new URL(link.href);
  if (target.pathname.endsWith('/translation')) return;
  target.search = window.location.search;
  target.hash = window.location.hash;
  link.href = target.href;
}

export function LanguageSwitcher({ current, label, options }: LanguageSwitcherProps) {
  const pathname = usePathname();
  return (
    <ul className={styles.languages} aria-label={label}>
      {options.map(({ locale, name, action }) => (
        <li key={locale}>
          <a
            href={pageIn(locale, current, pathname)}
            hrefLang={locale}
            lang={locale}
            className={styles.language}
            aria-current={locale === current ? 'true' : undefined}
            onClick={(event) => {
              keepPlace(event);
              rememberChosenLocale(locale);
            }}
          >
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <span className="visually-hidden">{locale === current ? name : action}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { allowsPreferences } from '@/lib/consent/consent';
import { localizePath, stripLocalePrefix } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import { articleSlugOfPath, translationHref } from '@/lib/seo/addresses';
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
 * translation (its own slug), or that language's newsroom when there is none.
 */
function pageIn(locale: Locale, current: Locale, pathname: string): string {
  const bare = stripLocalePrefix(pathname);
  const slug = locale === current ? undefined : articleSlugOfPath(bare);
  return slug === undefined ? localizePath(bare, locale) : translationHref(locale, slug);
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
            onClick={() => rememberChosenLocale(locale)}
          >
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <span className="visually-hidden">{locale === current ? name : action}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

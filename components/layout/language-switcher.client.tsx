'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { allowsPreferences } from '@/lib/consent/consent';
import { localizePath, stripLocalePrefix } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import { articleSlugOfPath, translationHref } from '@/lib/seo/addresses';
import styles from './header.module.css';

/**
 * Remembers the visitor's language (cookie and storage) when they allowed Preferences cookies,
 * as the cookie policy says; otherwise the language is the address's and nothing is stored.
 */
export function rememberLocale(locale: Locale) {
  if (!allowsPreferences(Cookies.get())) return;
  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, sameSite: 'lax', path: '/' });
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, disabled); the cookie is enough.
  }
}

/** Forgets the remembered language: Preferences consent was withdrawn. */
export function forgetLocale() {
  Cookies.remove(LOCALE_COOKIE, { path: '/' });
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
            onClick={() => rememberLocale(locale)}
          >
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <span className="visually-hidden">{locale === current ? name : action}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { localizePath, stripLocalePrefix } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@/lib/i18n/routing';
import styles from './header.module.css';

export function rememberLocale(locale: Locale) {
  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, sameSite: 'lax', path: '/' });
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, disabled); the cookie is enough.
  }
}

interface LanguageSwitcherProps {
  current: Locale;
  label: string;
  options: ReadonlyArray<{ locale: Locale; name: string; action: string }>;
}

export function LanguageSwitcher({ current, label, options }: LanguageSwitcherProps) {
  const bare = stripLocalePrefix(usePathname());
  return (
    <ul className={styles.languages} aria-label={label}>
      {options.map(({ locale, name, action }) => (
        <li key={locale}>
          <a
            href={localizePath(bare, locale)}
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

'use client';

import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_CATEGORIES,
  CONSENT_MAX_AGE_DAYS,
  consentCookieValues,
  consentSignals,
  readConsent,
  type ConsentCategory,
  type ConsentChoice,
} from '@/lib/consent/consent';
import buttons from '@/components/ui/button.module.css';
import { forgetLocale } from '@/components/layout/language-switcher.client';
import styles from './cookie-banner.module.css';

export const CONSENT_EVENT = 'consentchange';
/** Asks the banner to show again, with the stored choice (the footer's «Cookie settings»). */
export const OPEN_CONSENT_EVENT = 'consentopen';

interface CookieBannerProps {
  labels: Record<
    | 'title'
    | 'text'
    | 'learnMore'
    | 'categories'
    | 'necessary'
    | 'necessaryHint'
    | ConsentCategory
    | 'acceptAll'
    | 'acceptSelected'
    | 'rejectAll',
    string
  >;
  policyHref: string;
}

export function saveConsent(choice: ConsentChoice) {
  for (const [name, value] of Object.entries(consentCookieValues(choice))) {
    Cookies.set(name, value, { expires: CONSENT_MAX_AGE_DAYS, sameSite: 'lax', path: '/' });
  }
  window.gtag?.('consent', 'update', consentSignals(choice));
  if (!choice.preferences) forgetLocale();
  document.documentElement.setAttribute('data-consent', 'given');
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
}

/**
 * Rendered into every page's HTML so it paints with the page (no late layout work); a script
 * in <head> hides it before the first paint when a choice is already stored.
 */
export function CookieBanner({ labels, policyHref }: CookieBannerProps) {
  const [answered, setAnswered] = useState(false);
  // Optional categories start unticked: a pre-ticked box is no consent (CJEU, Planet49, C-673/17).
  const [choice, setChoice] = useState<ConsentChoice>(ALL_REJECTED);

  useEffect(() => {
    // The cookie is only readable in the browser; the static HTML always carries the banner.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (readConsent(Cookies.get())) setAnswered(true);
    // Reopened from the footer: the stored choice, to change or withdraw as easily as given.
    const reopen = () => {
      setChoice(readConsent(Cookies.get()) ?? ALL_REJECTED);
      document.documentElement.removeAttribute('data-consent');
      setAnswered(false);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-cookie-banner] input:not([disabled])')?.focus(),
      );
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  if (answered) return null;

  const decide = (value: ConsentChoice) => {
    saveConsent(value);
    setAnswered(true);
  };

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title" data-cookie-banner>
      <div className={styles.head}>
        <h2 id="cookie-banner-title" className={styles.title}>
          {labels.title}
        </h2>
        <a href={policyHref} className={styles.policy}>
          {labels.learnMore}
        </a>
      </div>
      <p className={styles.text}>{labels.text}</p>
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{labels.categories}</legend>
        <label className={styles.option}>
          <input type="checkbox" checked disabled aria-describedby="cookie-necessary-hint" />
          <span>{labels.necessary}</span>
          <span id="cookie-necessary-hint" className="visually-hidden">
            {labels.necessaryHint}
          </span>
        </label>
        {CONSENT_CATEGORIES.map((category) => (
          <label key={category} className={styles.option}>
            <input
              type="checkbox"
              name={category}
              checked={choice[category]}
              onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
            />
            <span>{labels[category]}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => decide(ALL_ACCEPTED)}
        >
          {labels.acceptAll}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => decide(choice)}
        >
          {labels.acceptSelected}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => decide(ALL_REJECTED)}
        >
          {labels.rejectAll}
        </button>
      </div>
    </section>
  );
}

export const CONSENT_COOKIES = {
  given: 'consent_given',
  preferences: 'preferences_consent',
  statistics: 'statistics_consent',
  marketing: 'marketing_consent',
} as const;

export const CONSENT_MAX_AGE_DAYS = 365;

export type ConsentCategory = 'preferences' | 'statistics' | 'marketing';
export type ConsentChoice = Record<ConsentCategory, boolean>;

export type ConsentSignal =
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage';
export type ConsentSignals = Record<ConsentSignal, 'granted' | 'denied'>;

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  'preferences',
  'statistics',
  'marketing',
];

/** Which consent-mode signals each category grants. */
export const CATEGORY_SIGNALS: Record<ConsentCategory, readonly ConsentSignal[]> = {
  preferences: ['ad_personalization', 'ad_user_data'],
  statistics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data'],
};

export const DEFAULT_SIGNALS: ConsentSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

export const ALL_ACCEPTED: ConsentChoice = { preferences: true, statistics: true, marketing: true };
export const ALL_REJECTED: ConsentChoice = {
  preferences: false,
  statistics: false,
  marketing: false,
};

export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const signals: ConsentSignals = { ...DEFAULT_SIGNALS };
  for (const category of CONSENT_CATEGORIES) {
    if (!choice[category]) continue;
    for (const signal of CATEGORY_SIGNALS[category]) signals[signal] = 'granted';
  }
  return signals;
}

/** The stored choice, or null while the visitor has not answered the banner. */
export function readConsent(cookies: Record<string, string | undefined>): ConsentChoice | null {
  if (cookies[CONSENT_COOKIES.given] !== 'true') return null;
  return {
    preferences: cookies[CONSENT_COOKIES.preferences] === 'true',
    statistics: cookies[CONSENT_COOKIES.statistics] === 'true',
    marketing: cookies[CONSENT_COOKIES.marketing] === 'true',
  };
}

/**
 * Whether the visitor allowed Preferences cookies, which remember their language (the cookie
 * policy says so): without it the language lives in the address only.
 */
export function allowsPreferences(cookies: Record<string, string | undefined>): boolean {
  return readConsent(cookies)?.preferences === true;
}

/** Cookie name → value pairs that record a choice. */
export function consentCookieValues(choice: ConsentChoice): Record<string, string> {
  return {
    [CONSENT_COOKIES.given]: 'true',
    [CONSENT_COOKIES.preferences]: String(choice.preferences),
    [CONSENT_COOKIES.statistics]: String(choice.statistics),
    [CONSENT_COOKIES.marketing]: String(choice.marketing),
  };
}

/**
 * Runs in <head> before any tag: sets consent-mode defaults (all denied), then applies the
 * stored choice, and marks <html> so the banner stays hidden from the first paint.
 */
export function consentInitScript(): string {
  const config = JSON.stringify({
    names: CONSENT_COOKIES,
    map: CATEGORY_SIGNALS,
    defaults: DEFAULT_SIGNALS,
  });
  return `(function(){var c=${config};window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};window.gtag('consent','default',c.defaults);var k=document.cookie;function has(n){return new RegExp('(?:^|; )'+n+'=true(?:;|$)').test(k)}if(!has(c.names.given))return;document.documentElement.setAttribute('data-consent','given');var s={};for(var cat in c.map){if(has(c.names[cat])){for(var i=0;i<c.map[cat].length;i++)s[c.map[cat][i]]='granted'}}window.gtag('consent','update',s)})();`;
}

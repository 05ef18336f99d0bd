import vm from 'node:vm';
import {
  allowsPreferences,
  ALL_ACCEPTED,
  ALL_REJECTED,
  consentCookieValues,
  consentInitScript,
  consentSignals,
  DEFAULT_SIGNALS,
  readConsent,
} from './consent';

describe('consent mapping', () => {
  it('denies everything by default', () => {
    expect(consentSignals(ALL_REJECTED)).toEqual(DEFAULT_SIGNALS);
    expect(Object.values(DEFAULT_SIGNALS).every((value) => value === 'denied')).toBe(true);
  });

  it('maps preferences to ad personalisation and user data', () => {
    expect(consentSignals({ preferences: true, statistics: false, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('maps statistics to analytics storage', () => {
    expect(consentSignals({ preferences: false, statistics: true, marketing: false })).toEqual({
      ...DEFAULT_SIGNALS,
      analytics_storage: 'granted',
    });
  });

  it('maps marketing to ad storage and user data', () => {
    expect(consentSignals({ preferences: false, statistics: false, marketing: true })).toEqual({
      ...DEFAULT_SIGNALS,
      ad_storage: 'granted',
      ad_user_data: 'granted',
    });
  });

  it('grants everything when all is accepted', () => {
    expect(Object.values(consentSignals(ALL_ACCEPTED)).every((v) => v === 'granted')).toBe(true);
  });

  it('reads the stored choice only once consent was given', () => {
    expect(readConsent({})).toBeNull();
    expect(readConsent({ statistics_consent: 'true' })).toBeNull();
    expect(
      readConsent({
        consent_given: 'true',
        statistics_consent: 'true',
        marketing_consent: 'false',
      }),
    ).toEqual({ preferences: false, statistics: true, marketing: false });
  });

  it('writes all four cookies', () => {
    expect(consentCookieValues({ preferences: true, statistics: false, marketing: true })).toEqual({
      consent_given: 'true',
      preferences_consent: 'true',
      statistics_consent: 'false',
      marketing_consent: 'true',
    });
  });
});

describe('consentInitScript', () => {
  function run(cookie: string) {
    const calls: unknown[][] = [];
    const attributes: Record<string, string> = {};
    const window: Record<string, unknown> = {};
    const context = {
      window,
      document: {
        cookie,
        documentElement: {
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        },
      },
    };
    window.dataLayer = { push: (args: IArguments) => calls.push(Array.from(args)) };
    vm.runInNewContext(consentInitScript(), context);
    return { calls, attributes };
  }

  it('sets denied defaults before anything else and leaves the banner visible', () => {
    const { calls, attributes } = run('');
    expect(calls).toEqual([['consent', 'default', DEFAULT_SIGNALS]]);
    expect(attributes).toEqual({});
  });

  it('applies the stored choice on load with the same mapping', () => {
    const { calls, attributes } = run(
      'consent_given=true; preferences_consent=false; statistics_consent=true; marketing_consent=true',
    );
    expect(calls[1]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' },
    ]);
    expect(attributes['data-consent']).toBe('given');
  });
});

describe('allowsPreferences', () => {
  it('is true only when a choice was made and Preferences accepted', () => {
    expect(allowsPreferences({})).toBe(false);
    expect(allowsPreferences({ preferences_consent: 'true' })).toBe(false);
    expect(allowsPreferences({ consent_given: 'true', preferences_consent: 'false' })).toBe(false);
    expect(allowsPreferences({ consent_given: 'true', preferences_consent: 'true' })).toBe(true);
  });
});

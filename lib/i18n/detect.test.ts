import {
  asLocale,
  detectLocale,
  followedWithinSite,
  localeOfPath,
  localizePath,
  stripLocalePrefix,
} from './detect';

describe('detectLocale', () => {
  it('follows the order query, cookie, local storage, session storage, navigator, html tag', () => {
    const all = {
      query: 'ru',
      cookie: 'en',
      localStorage: 'en',
      sessionStorage: 'en',
      navigator: ['en-US'],
      htmlLang: 'en',
    };
    expect(detectLocale(all)).toBe('ru');
    expect(detectLocale({ ...all, query: null, cookie: 'ru' })).toBe('ru');
    expect(detectLocale({ ...all, query: null, cookie: null, localStorage: 'ru' })).toBe('ru');
    expect(
      detectLocale({ ...all, query: null, cookie: null, localStorage: null, sessionStorage: 'ru' }),
    ).toBe('ru');
    expect(detectLocale({ navigator: ['de-DE', 'ru-RU', 'en'] })).toBe('ru');
    expect(detectLocale({ htmlLang: 'ru' })).toBe('ru');
  });

  it('skips values that are not supported languages', () => {
    expect(detectLocale({ query: 'de', cookie: 'xx', localStorage: 'ru' })).toBe('ru');
  });

  it('falls back to English', () => {
    expect(detectLocale({})).toBe('en');
    expect(detectLocale({ navigator: ['fr-FR'] })).toBe('en');
  });
});

describe('asLocale', () => {
  it('accepts regional and differently cased tags', () => {
    expect(asLocale('ru-RU')).toBe('ru');
    expect(asLocale('EN_gb')).toBe('en');
    expect(asLocale('')).toBeUndefined();
    expect(asLocale(undefined)).toBeUndefined();
  });
});

describe('locale paths', () => {
  it('strips and adds the prefix; English has none', () => {
    expect(stripLocalePrefix('/ru/policy')).toBe('/policy');
    expect(stripLocalePrefix('/ru')).toBe('/');
    expect(stripLocalePrefix('/en/newsroom')).toBe('/newsroom');
    expect(stripLocalePrefix('/russia')).toBe('/russia');
    expect(localizePath('/policy', 'ru')).toBe('/ru/policy');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/ru/policy', 'en')).toBe('/policy');
    expect(localizePath('/', 'en')).toBe('/');
  });
});

describe('localeOfPath', () => {
  it('reads the language prefix, English without one', () => {
    expect(localeOfPath('/ru')).toBe('ru');
    expect(localeOfPath('/ru/newsroom')).toBe('ru');
    expect(localeOfPath('/rules')).toBe('en');
    expect(localeOfPath('/newsroom')).toBe('en');
  });
});

describe('followedWithinSite', () => {
  const origin = 'https://lumen.example';
  it('is true for a page of the same site, in either language', () => {
    expect(followedWithinSite('https://lumen.example/ru/policy', origin)).toBe(true);
    expect(followedWithinSite('https://lumen.example/', origin)).toBe(true);
  });
  it('is false for another site, another scheme or port, no referrer or a malformed one', () => {
    expect(followedWithinSite('https://www.google.com/search?q=lumen', origin)).toBe(false);
    expect(followedWithinSite('http://lumen.example/ru', origin)).toBe(false);
    expect(followedWithinSite('https://lumen.example:8443/ru', origin)).toBe(false);
    expect(followedWithinSite('', origin)).toBe(false);
    expect(followedWithinSite(null, origin)).toBe(false);
    expect(followedWithinSite('not a url', origin)).toBe(false);
  });
});

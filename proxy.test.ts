/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from './proxy';

function runs(url: string, headers: Record<string, string> = {}, cookies?: Record<string, string>) {
  return unstable_doesMiddlewareMatch({ config, url, headers, cookies });
}

describe('where the proxy runs', () => {
  it('runs on the home page only for a browser that names Russian among its languages', () => {
    expect(runs('/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).toBe(true);
    expect(runs('/', { 'accept-language': 'en-GB, RU;q=0.5' })).toBe(true);
    expect(runs('/', { 'accept-language': 'en-US,en;q=0.9' })).toBe(false);
    expect(runs('/', { 'accept-language': 'de-DE' })).toBe(false);
    expect(runs('/')).toBe(false);
  });

  it('runs for a visitor who chose Russian before, on any unprefixed address', () => {
    expect(runs('/', {}, { NEXT_LOCALE: 'ru' })).toBe(true);
    expect(runs('/newsroom', {}, { NEXT_LOCALE: 'ru' })).toBe(true);
    expect(runs('/newsroom', {}, { NEXT_LOCALE: 'en' })).toBe(false);
  });

  // (Percent-encoded paths, which it checks too, are left to the attack and fault suites: this
  // helper parses an address as a URL first, which resolves a `%2e%2e` segment.)
  it('runs for the CRM, previews, the search, ?lng=, the old newsroom queries and very long paths', () => {
    for (const url of [
      '/crm',
      '/crm/articles',
      '/preview/some-draft',
      '/ru/preview/some-draft',
      '/newsroom/search',
      '/newsroom/search?q=brand',
      '/ru/newsroom/search?q=бренд',
      '/policy?lng=ru',
      '/newsroom?page=2',
      '/ru/newsroom?tag=ai',
      `/${'a'.repeat(1000)}`,
    ]) {
      expect([url, runs(url)]).toEqual([url, true]);
    }
  });

  it('leaves every other public page to the page cache', () => {
    for (const url of ['/ru', '/policy', '/newsroom', '/ru/newsroom/page/2', '/newsroom/launch']) {
      expect([url, runs(url, { 'accept-language': 'en-US' })]).toEqual([url, false]);
    }
  });
});

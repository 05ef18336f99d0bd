/** @jest-environment node */
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import { providerImages, type Resolve } from './provider-images';

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses;

/** Whether Next's optimiser would take `href` as a source under these settings. */
const allows = (settings: Awaited<ReturnType<typeof providerImages>>, href: string) =>
  hasRemoteMatch([], settings.remotePatterns ?? [], new URL(href));

describe('providerImages', () => {
  it('takes no remote picture without an external provider', async () => {
    const settings = await providerImages(undefined);
    expect(settings).toEqual({ remotePatterns: [] });
  });

  it('keeps Next’s private-address check for a provider on a public address', async () => {
    const settings = await providerImages(
      'https://api.example.com/api',
      resolvesTo('93.184.216.34'),
    );
    expect(settings.dangerouslyAllowLocalIP).toBeUndefined();
    expect(settings.maximumRedirects).toBeUndefined();
    expect(allows(settings, 'https://api.example.com/api/images/a.webp')).toBe(true);
  });

  it('keeps it when the provider cannot be resolved where the configuration is read', async () => {
    const settings = await providerImages('http://articles.internal/api', async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(settings.dangerouslyAllowLocalIP).toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1:4821/api', ['127.0.0.1']],
    ['http://localhost:4821/api', ['127.0.0.1', '::1']],
    ['http://articles.internal/api', ['10.2.3.4']],
    ['http://[::1]:4821/api', ['::1']],
    ['http://mixed.example/api', ['93.184.216.34', '192.168.1.5']],
  ])('lets a provider on a private address (%s) through, without redirects', async (url, ips) => {
    const settings = await providerImages(url, resolvesTo(...ips));
    expect(settings).toMatchObject({ dangerouslyAllowLocalIP: true, maximumRedirects: 0 });
    expect(allows(settings, `${url}/images/a.webp`)).toBe(true);
  });

  it('resolves the provider’s name as the optimiser does', async () => {
    const settings = await providerImages('http://localhost:4821/api');
    expect(settings).toMatchObject({ dangerouslyAllowLocalIP: true, maximumRedirects: 0 });
  });

  it('lets the optimiser fetch exactly the provider’s origin and base path', async () => {
    const settings = await providerImages('http://127.0.0.1:4821/api', resolvesTo('127.0.0.1'));
    expect(allows(settings, 'http://127.0.0.1:4821/api/images/a.webp')).toBe(true);
    for (const other of [
      'http://127.0.0.1:4822/api/images/a.webp', // another port
      'http://127.0.0.1/api/images/a.webp',
      'http://localhost:4821/api/images/a.webp', // the same address under another name
      'http://127.0.0.2:4821/api/images/a.webp',
      'http://[::1]:4821/api/images/a.webp',
      'https://127.0.0.1:4821/api/images/a.webp',
      'http://127.0.0.1:4821/crm/a.webp', // outside the base path
      'http://127.0.0.1:4821/apix/a.webp',
      'http://10.0.0.1/api/images/a.webp',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      expect([other, allows(settings, other)]).toEqual([other, false]);
    }
  });

  it('reads an IPv6 provider’s brackets literally, not as a pattern', async () => {
    const settings = await providerImages('http://[::1]:4821/api', resolvesTo('::1'));
    expect(allows(settings, 'http://[::1]:4821/api/a.webp')).toBe(true);
    expect(allows(settings, 'http://1:4821/api/a.webp')).toBe(false);
    expect(allows(settings, 'http://[::2]:4821/api/a.webp')).toBe(false);
  });
});

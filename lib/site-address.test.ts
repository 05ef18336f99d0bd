/** @jest-environment node */
import robots from '@/app/robots';
import { sessionCookieOptions } from '@/lib/auth/config';
import { isSameOriginRequest } from '@/lib/auth/origin';
import { config, siteUrl } from '@/lib/env';
import { perRequestPolicy, policyOptions, securityHeaderRoutes } from '@/lib/security/headers';
import { inviteUrl } from '@/lib/staff/links';

/**
 * Every consumer of the site's address reads it from one place (lib/env.ts, `siteUrl`): a
 * build made for one address and started without NEXT_PUBLIC_SITE_URL uses that address
 * everywhere, HTTPS included. (The pages, the sitemap and the feed of a running server:
 * e2e/faults.spec.ts.)
 */
describe('one site address for every consumer', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function run(built: string, started?: string) {
    process.env = { ...saved, NODE_ENV: 'production', BUILD_SITE_URL: built };
    if (started === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = started;
  }

  function addresses() {
    const robotsTxt = robots();
    return new Set([
      new URL(robotsTxt.sitemap as string).origin,
      new URL(inviteUrl('token')).origin,
    ]);
  }

  it.each([
    ['http://localhost:4100', undefined],
    ['https://lumen.agency', undefined],
    ['https://lumen.agency', 'https://lumen.agency/'],
  ])('built for %s, started with %s', (built, started) => {
    run(built, started);
    const origin = new URL(built).origin;
    expect(addresses()).toEqual(new Set([origin]));

    // Writes from the site's own pages pass the origin check, those from a default address not.
    const from = (o: string) => new Headers({ origin: o, host: 'internal:3000' });
    expect(isSameOriginRequest(from(origin), 'http://internal:3000/api/x', siteUrl().origin)).toBe(
      true,
    );
    expect(
      isSameOriginRequest(
        from('http://localhost:3000'),
        'http://internal:3000/api/x',
        siteUrl().origin,
      ),
    ).toBe(origin === 'http://localhost:3000');

    // HTTPS: the session cookie, HSTS and upgraded requests, from both places headers are set.
    const https = origin.startsWith('https:');
    expect(config().production).toBe(https);
    expect(sessionCookieOptions(new Date(), config().production).secure).toBe(https);
    const [everyResponse] = securityHeaderRoutes(policyOptions(config()));
    expect(everyResponse!.headers.some((h) => h.key === 'Strict-Transport-Security')).toBe(https);
    const policies = [
      everyResponse!.headers.find((h) => h.key === 'Content-Security-Policy')!.value,
      perRequestPolicy('n', policyOptions(config())),
    ];
    for (const policy of policies) expect(policy.includes('upgrade-insecure-requests')).toBe(https);
  });
});

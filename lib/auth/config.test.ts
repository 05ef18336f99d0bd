/** @jest-environment node */
import { readConfig } from '@/lib/env';
import type { Env } from '@/lib/env.schema';
import { CRM_HOME, safeNextPath, sessionCookieOptions } from './config';

describe('production deployment', () => {
  const production = (env: Env) => readConfig(env).production;

  it('is a production build served at a public address', () => {
    expect(
      production({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://lumen.agency' }),
    ).toBe(true);
    expect(
      production({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }),
    ).toBe(false);
    expect(
      production({ NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100' }),
    ).toBe(false);
    expect(production({ NODE_ENV: 'production' })).toBe(false);
    expect(
      production({ NODE_ENV: 'development', NEXT_PUBLIC_SITE_URL: 'https://lumen.agency' }),
    ).toBe(false);
  });

  it('gets Secure, httpOnly, SameSite=Lax session cookies', () => {
    const expires = new Date('2026-01-01T00:00:00Z');
    expect(sessionCookieOptions(expires, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      expires,
    });
    expect(sessionCookieOptions(expires, false).secure).toBe(false);
  });
});

describe('the return path after signing in', () => {
  it('stays inside the CRM', () => {
    expect(safeNextPath('/crm/article/edit/4')).toBe('/crm/article/edit/4');
    expect(safeNextPath('/crm/articles?x=1')).toBe('/crm/articles?x=1');
    for (const bad of [
      null,
      '',
      '/',
      '/newsroom',
      '//evil.example/crm',
      'https://evil.example/crm',
      '/crm/login',
    ]) {
      expect(safeNextPath(bad)).toBe(CRM_HOME);
    }
    expect(safeNextPath('/crm')).toBe('/crm');
    expect(safeNextPath('/crm/./articles')).toBe('/crm/articles');
  });

  // Each of these once produced `Location: //evil.example` or left /crm/ (issue of open redirects).
  it.each(
    [
      '/crm/..//evil.example',
      '/crm/../..//evil.example',
      '/crm/../../\\evil.example',
      '/crm/%2e%2e//evil.example',
      '/crm/%2E%2E/%2E%2E//evil.example',
      '/crm/.././/evil.example',
      '/crm/..',
      '/crm/../newsroom',
      '/crm\\@evil',
      '/\\evil.example',
      '/crm/\tx',
      '/crm/\nx',
      '/crm//evil.example',
      '/crm/login?next=/crm/articles',
      '/crm/login/',
      'javascript:alert(1)',
      '/crm/' + 'a'.repeat(3000),
    ].map((next) => [
      next.length > 60 ? `${next.slice(0, 20)}… (${next.length} characters)` : next,
      next,
    ]),
  )('refuses %j', (_label, next) => {
    expect(safeNextPath(next)).toBe(CRM_HOME);
  });

  it('never answers a path a browser would resolve to another host', () => {
    for (const next of [
      '/crm/x',
      '/crm/%2F%2Fevil.example',
      '/crm/..%2f..%2f/evil',
      '/crm?x=//y',
    ]) {
      const target = safeNextPath(next);
      expect(new URL(target, 'https://lumen.agency').origin).toBe('https://lumen.agency');
      expect(target.startsWith('/crm')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
    }
  });
});

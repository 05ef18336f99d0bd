/** @jest-environment node */
import { CRM_HOME, isProductionDeployment, safeNextPath, sessionCookieOptions } from './config';

describe('production deployment', () => {
  it('is a production build served at a public address', () => {
    expect(
      isProductionDeployment({
        NODE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: 'https://lumen.agency',
      }),
    ).toBe(true);
    expect(
      isProductionDeployment({
        NODE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      }),
    ).toBe(false);
    expect(
      isProductionDeployment({
        NODE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100',
      }),
    ).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: 'production' })).toBe(false);
    expect(
      isProductionDeployment({
        NODE_ENV: 'development',
        NEXT_PUBLIC_SITE_URL: 'https://lumen.agency',
      }),
    ).toBe(false);
  });

  it('gets Secure, httpOnly, SameSite=Lax session cookies', () => {
    const expires = new Date('2026-01-01T00:00:00Z');
    expect(
      sessionCookieOptions(expires, {
        NODE_ENV: 'production',
        NEXT_PUBLIC_SITE_URL: 'https://lumen.agency',
      }),
    ).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      expires,
    });
    expect(sessionCookieOptions(expires, { NODE_ENV: 'development' }).secure).toBe(false);
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
    // Backslashes are path characters to URL parsing: still a path of ours.
    expect(safeNextPath('/crm\\@evil')).toBe('/crm/@evil');
  });
});

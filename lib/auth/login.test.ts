/** @jest-environment node */
import type { Store } from '@/lib/store/db';
import { createStaff } from '@/lib/store/staff';
import { createTestStore } from '@/lib/store/test-store';
import { login } from './login';
import { createLoginThrottle } from './login-throttle';
import { hashPassword } from './password';

describe('signing in', () => {
  let db: Store;
  const password = 'correct horse battery staple';

  beforeEach(async () => {
    db = await createTestStore();
    await createStaff(db, 'chief@lumen.agency', await hashPassword(password));
  });
  afterEach(() => db.destroy());

  it('accepts the right password and hands out a device token', async () => {
    const result = await login(db, createLoginThrottle(), {
      email: ' Chief@Lumen.Agency ',
      password,
      address: '10.0.0.1',
    });
    expect(result).toEqual({ ok: true, userId: 1, deviceToken: expect.any(String) });
  });

  it('says what is wrong without saying whether the account exists', async () => {
    const throttle = createLoginThrottle();
    const attempt = (email: string, pw: string) =>
      login(db, throttle, { email, password: pw, address: '10.0.0.1' });
    expect(await attempt('', password)).toEqual({ ok: false, error: 'required' });
    expect(await attempt('chief@lumen.agency', 'wrong')).toEqual({ ok: false, error: 'invalid' });
    expect(await attempt('nobody@lumen.agency', 'wrong')).toEqual({ ok: false, error: 'invalid' });
    expect(await attempt('chief@lumen.agency', 'x'.repeat(1_000_000))).toEqual({
      ok: false,
      error: 'tooLarge',
    });
  });

  it('cannot be locked by strangers: the owner signs in from a known browser', async () => {
    const throttle = createLoginThrottle({ freeAccountFailures: 3 });
    const first = await login(db, throttle, {
      email: 'chief@lumen.agency',
      password,
      address: '10.0.0.1',
    });
    if (!first.ok) throw new Error('first sign-in failed');
    // Strangers guess from many addresses until the account is slowed down.
    for (let i = 0; i < 25; i++) {
      await login(db, throttle, {
        email: 'chief@lumen.agency',
        password: `guess ${i}`,
        address: `203.0.113.${i}`,
      });
    }
    const fromNewBrowser = await login(db, throttle, {
      email: 'chief@lumen.agency',
      password,
      address: '10.0.0.1',
    });
    expect(fromNewBrowser).toMatchObject({ ok: false, error: 'rateLimited' });
    const fromKnownBrowser = await login(db, throttle, {
      email: 'chief@lumen.agency',
      password,
      address: '10.0.0.1',
      deviceToken: first.deviceToken,
    });
    expect(fromKnownBrowser).toMatchObject({ ok: true, deviceToken: first.deviceToken });
  });
});

/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { sharedRedis } from '@/lib/server/redis';
import type { Store } from '@/lib/db/database';
import { createStaff } from '@/lib/auth/accounts-store';
import { createTestStore } from '@/test/store';
import { login, type LoginResult } from './login';
import { createLoginThrottle } from './login-throttle';
import { hashPassword } from './password';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.REQUIRE_TEST_SERVICES) {
  throw new Error('TEST_REDIS_URL is not set: start the services (scripts/services.sh start)');
}

// Every check is a real scrypt hash: on a busy machine a test may take several seconds.
jest.setTimeout(20_000);

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

  it('keeps the owner’s known browser signing in while strangers at its address fail on unknown e-mails', async () => {
    const throttle = createLoginThrottle({ perAddress: 5, perPair: 3 });
    const office = '198.51.100.20';
    const first = await login(db, throttle, {
      email: 'chief@lumen.agency',
      password,
      address: office,
    });
    if (!first.ok) throw new Error('first sign-in failed');
    for (let i = 0; i < 5; i++) {
      const stranger = await login(db, throttle, {
        email: `someone${i}@example.com`,
        password: 'a guess',
        address: office,
      });
      expect(stranger).toEqual({ ok: false, error: 'invalid' });
    }
    // The address has used its failures: a browser new to the account waits, at most the window.
    const newBrowser = await login(db, throttle, {
      email: 'chief@lumen.agency',
      password,
      address: office,
    });
    expect(newBrowser).toMatchObject({ ok: false, error: 'rateLimited' });
    if (newBrowser.ok) throw new Error('unreachable');
    expect(newBrowser.retryAfter).toBeGreaterThan(0);
    expect(newBrowser.retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner's browser is known: it signs in, and has an allowance of its own for typos.
    const known = { email: 'chief@lumen.agency', address: office, deviceToken: first.deviceToken };
    expect(await login(db, throttle, { ...known, password })).toMatchObject({ ok: true });
    for (let i = 0; i < 3; i++) {
      expect(await login(db, throttle, { ...known, password: `typo ${i}` })).toMatchObject({
        error: 'invalid',
      });
    }
    expect(await login(db, throttle, { ...known, password })).toMatchObject({
      error: 'rateLimited',
    });
  });

  const stores: [string, (() => Promise<void>) | undefined][] = [
    ['in memory', undefined],
    ...(redisUrl
      ? [
          [
            'in Redis',
            async () => {
              process.env.REDIS_URL = redisUrl;
              const redis = sharedRedis()!;
              await new Promise<void>((resolve) =>
                redis.isReady ? resolve() : redis.once('ready', () => resolve()),
              );
            },
          ] as [string, () => Promise<void>],
        ]
      : []),
  ];

  describe.each(stores)('counted %s', (_where, connect) => {
    beforeEach(async () => {
      await connect?.();
    });
    afterAll(async () => {
      if (!connect) return;
      await sharedRedis()?.quit();
      delete process.env.REDIS_URL;
    });

    // Every counter of its own: runs against one Redis never meet.
    let name = '';
    const fresh = (options = {}) => {
      name = `login-test-${randomBytes(6).toString('hex')}`;
      return createLoginThrottle({ name, ...options });
    };
    /** Passwords actually checked: an answer that the password was wrong, or a session. */
    const checked = (results: LoginResult[]) =>
      results.filter((r) => r.ok || r.error === 'invalid').length;

    it('checks at most 8 of 60 simultaneous guesses from one address, then not even the right password', async () => {
      const throttle = fresh();
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          login(db, throttle, {
            email: 'chief@lumen.agency',
            password: `guess ${i}`,
            address: '203.0.113.7',
          }),
        ),
      );
      expect(checked(results)).toBe(8);
      expect(results.filter((r) => !r.ok && r.error === 'rateLimited')).toHaveLength(52);
      const right = { email: 'chief@lumen.agency', password, address: '203.0.113.7' };
      expect(await login(db, throttle, right)).toMatchObject({ ok: false, error: 'rateLimited' });
      // In Redis, another instance (nothing in its memory) counts the same attempts.
      if (connect) {
        expect(await login(db, createLoginThrottle({ name }), right)).toMatchObject({
          ok: false,
          error: 'rateLimited',
        });
      }
    });

    it('checks one of a burst once the account is backed off, from whatever new address', async () => {
      const options = { freeAccountFailures: 3 };
      const throttle = fresh(options);
      for (let i = 0; i < 3; i++) {
        await login(db, throttle, {
          email: 'chief@lumen.agency',
          password: `guess ${i}`,
          address: `203.0.113.${i}`,
        });
      }
      // The third failure's turn (1 s) is over: the next turn goes to one attempt alone.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(db, throttle, {
            email: 'Chief@lumen.agency',
            password: `burst ${i}`,
            address: '198.51.100.99',
          }),
        ),
      );
      expect(checked(burst)).toBe(1);
    });
  });
});

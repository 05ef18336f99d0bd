/** @jest-environment node */
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

describe('the sign-in throttle', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  const at = (address: string, account = 'chief@lumen.agency', trustedDevice?: string) => ({
    address,
    account,
    trustedDevice,
  });
  /** An attempt whose password turns out wrong: admitted (counted) or refused. */
  const fail = (throttle: LoginThrottle, attempt: ReturnType<typeof at>) => throttle.admit(attempt);

  it('counts only failures: successful sign-ins never add up to a lock', async () => {
    const throttle = createLoginThrottle({ perPair: 3, perAddress: 3, freeAccountFailures: 3 });
    for (let i = 0; i < 50; i++) {
      expect(await throttle.admit(at('10.0.0.1'))).toBe(0);
      await throttle.succeeded(at('10.0.0.1'));
    }
  });

  it('stops guessing from one address, and a success clears the pair', async () => {
    const throttle = createLoginThrottle({ perPair: 3 });
    for (let i = 0; i < 3; i++) expect(await fail(throttle, at('10.0.0.1'))).toBe(0);
    expect(await throttle.admit(at('10.0.0.1'))).toBeGreaterThan(800);
    expect(await throttle.admit(at('10.0.0.1', 'other@lumen.agency'))).toBe(0);
    await throttle.succeeded(at('10.0.0.1'));
    expect(await throttle.admit(at('10.0.0.1'))).toBe(0);
  });

  it('does not count an attempt it refuses', async () => {
    const throttle = createLoginThrottle({ perPair: 2, perAddress: 3 });
    await fail(throttle, at('10.0.0.1'));
    await fail(throttle, at('10.0.0.1'));
    // Refused by the pair: the address's count is given back.
    for (let i = 0; i < 5; i++) expect(await throttle.admit(at('10.0.0.1'))).toBeGreaterThan(0);
    expect(await throttle.admit(at('10.0.0.1', 'other@lumen.agency'))).toBe(0);
    expect(await throttle.admit(at('10.0.0.1', 'third@lumen.agency'))).toBeGreaterThan(0);
  });

  it('limits one address trying many accounts', async () => {
    const throttle = createLoginThrottle({ perAddress: 4 });
    for (let i = 0; i < 4; i++) await fail(throttle, at('10.0.0.1', `u${i}@lumen.agency`));
    expect(await throttle.admit(at('10.0.0.1', 'u9@lumen.agency'))).toBeGreaterThan(0);
    expect(await throttle.admit(at('10.0.0.2', 'u9@lumen.agency'))).toBe(0);
  });

  it('admits at most the limit of simultaneous attempts', async () => {
    const throttle = createLoginThrottle();
    const waits = await Promise.all(
      Array.from({ length: 60 }, () => throttle.admit(at('10.0.0.1'))),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(8);
  });

  it('slows an account guessed from many addresses, one attempt a turn, never for more than the cap', async () => {
    const throttle = createLoginThrottle({ freeAccountFailures: 3, maxAccountDelaySeconds: 60 });
    for (let i = 0; i < 2; i++) expect(await fail(throttle, at(`10.0.0.${i}`))).toBe(0);
    // The third takes a turn of 1 s: the next one waits for it.
    expect(await fail(throttle, at('10.0.0.3'))).toBe(0);
    expect(await throttle.admit(at('10.0.1.1'))).toBe(1);
    // Each try has to wait its turn: attackers can only keep it at the cap.
    for (let i = 0; i < 40; i++) {
      jest.advanceTimersByTime(61_000);
      expect(await fail(throttle, at(`10.1.${i}.1`))).toBe(0);
    }
    const wait = await throttle.admit(at('10.0.1.1'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    jest.advanceTimersByTime(wait * 1000);
    expect(await throttle.admit(at('10.0.1.1'))).toBe(0);
    // A turn goes to one attempt, however many arrive at once.
    jest.advanceTimersByTime(61_000);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => throttle.admit(at(`10.2.0.${i}`))),
    );
    expect(burst.filter((w) => w === 0)).toHaveLength(1);
  });

  it('lets a browser that signed in before skip the account back-off', async () => {
    const throttle = createLoginThrottle({ freeAccountFailures: 1 });
    for (let i = 0; i < 20; i++) {
      jest.advanceTimersByTime(61_000);
      await fail(throttle, at(`10.0.0.${i}`));
    }
    expect(await throttle.admit(at('10.9.9.9'))).toBeGreaterThan(0);
    expect(await throttle.admit(at('10.9.9.9', 'chief@lumen.agency', 'device-1'))).toBe(0);
    await throttle.succeeded(at('10.9.9.9', 'chief@lumen.agency', 'device-1'));
    expect(await throttle.admit(at('10.9.9.9'))).toBe(0);
  });

  it('gives a known browser an allowance of its own, apart from its address', async () => {
    const throttle = createLoginThrottle();
    // Strangers at the same address use up its 30 failures on accounts that do not exist.
    for (let i = 0; i < 30; i++) await fail(throttle, at('10.0.0.1', `nobody${i}@example.com`));
    expect(await throttle.admit(at('10.0.0.1'))).toBeGreaterThan(0);
    const known = at('10.0.0.1', 'chief@lumen.agency', 'device-1');
    for (let i = 0; i < 8; i++) expect(await fail(throttle, known)).toBe(0);
    expect(await throttle.admit(known)).toBeGreaterThan(0);
    // Another known browser of the account is another allowance.
    expect(await throttle.admit(at('10.0.0.1', 'chief@lumen.agency', 'device-2'))).toBe(0);
  });
});

/** @jest-environment node */
import { createLoginThrottle } from './login-throttle';

describe('the sign-in throttle', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  const at = (address: string, account = 'chief@lumen.agency', trustedDevice?: string) => ({
    address,
    account,
    trustedDevice,
  });

  it('counts only failures: successful sign-ins never add up to a lock', async () => {
    const throttle = createLoginThrottle({ perPair: 3, freeAccountFailures: 3 });
    for (let i = 0; i < 50; i++) {
      expect(await throttle.wait(at('10.0.0.1'))).toBe(0);
      await throttle.succeeded(at('10.0.0.1'));
    }
  });

  it('stops guessing from one address, and a success clears the pair', async () => {
    const throttle = createLoginThrottle({ perPair: 3 });
    for (let i = 0; i < 3; i++) await throttle.failed(at('10.0.0.1'));
    expect(await throttle.wait(at('10.0.0.1'))).toBeGreaterThan(800);
    expect(await throttle.wait(at('10.0.0.1', 'other@lumen.agency'))).toBe(0);
    await throttle.succeeded(at('10.0.0.1'));
    expect(await throttle.wait(at('10.0.0.1'))).toBe(0);
  });

  it('limits one address trying many accounts', async () => {
    const throttle = createLoginThrottle({ perAddress: 4 });
    for (let i = 0; i < 4; i++) await throttle.failed(at('10.0.0.1', `u${i}@lumen.agency`));
    expect(await throttle.wait(at('10.0.0.1', 'u9@lumen.agency'))).toBeGreaterThan(0);
    expect(await throttle.wait(at('10.0.0.2', 'u9@lumen.agency'))).toBe(0);
  });

  it('slows an account guessed from many addresses, never for more than the cap', async () => {
    const throttle = createLoginThrottle({ freeAccountFailures: 3, maxAccountDelaySeconds: 60 });
    for (let i = 0; i < 2; i++) await throttle.failed(at(`10.0.0.${i}`));
    expect(await throttle.wait(at('10.0.1.1'))).toBe(0);
    await throttle.failed(at('10.0.0.3'));
    expect(await throttle.wait(at('10.0.1.1'))).toBe(1);
    // Each try has to wait its turn: attackers can only keep it at the cap.
    for (let i = 0; i < 40; i++) {
      jest.advanceTimersByTime(61_000);
      await throttle.failed(at(`10.1.${i}.1`));
    }
    const wait = await throttle.wait(at('10.0.1.1'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    jest.advanceTimersByTime(wait * 1000);
    expect(await throttle.wait(at('10.0.1.1'))).toBe(0);
  });

  it('lets a browser that signed in before skip the account back-off', async () => {
    const throttle = createLoginThrottle({ freeAccountFailures: 1 });
    for (let i = 0; i < 20; i++) await throttle.failed(at(`10.0.0.${i}`));
    expect(await throttle.wait(at('10.9.9.9'))).toBeGreaterThan(0);
    expect(await throttle.wait(at('10.9.9.9', 'chief@lumen.agency', 'device-1'))).toBe(0);
    await throttle.succeeded(at('10.9.9.9', 'chief@lumen.agency', 'device-1'));
    expect(await throttle.wait(at('10.9.9.9'))).toBe(0);
  });
});

/** @jest-environment node */
import { createLoginLimiter } from './login-limit';

describe('sign-in rate limit', () => {
  it('stops guessing at one account from one address', () => {
    const limiter = createLoginLimiter({ perPair: 3 });
    const now = 1_000_000;
    expect([1, 2, 3].map(() => limiter.attempt('10.0.0.1', 'a@lumen.agency', now))).toEqual([
      0, 0, 0,
    ]);
    expect(limiter.attempt('10.0.0.1', 'A@Lumen.Agency ', now + 1000)).toBe(899);
    // Another account from the same address, or the same later, is fine.
    expect(limiter.attempt('10.0.0.1', 'b@lumen.agency', now)).toBe(0);
    expect(limiter.attempt('10.0.0.1', 'a@lumen.agency', now + 15 * 60_000)).toBe(0);
  });

  it('stops one account being guessed from many addresses', () => {
    const limiter = createLoginLimiter({ perAccount: 5 });
    for (let i = 0; i < 5; i++)
      expect(limiter.attempt(`10.0.0.${i}`, 'chief@lumen.agency')).toBe(0);
    expect(limiter.attempt('10.0.0.99', 'chief@lumen.agency')).toBeGreaterThan(0);
  });

  it('stops one address trying many accounts', () => {
    const limiter = createLoginLimiter({ perAddress: 4 });
    for (let i = 0; i < 4; i++) expect(limiter.attempt('10.0.0.1', `u${i}@lumen.agency`)).toBe(0);
    expect(limiter.attempt('10.0.0.1', 'u9@lumen.agency')).toBeGreaterThan(0);
  });
});

/** @jest-environment node */
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('allows up to the limit within the window, then refuses with a retry time', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 3, windowMs: 60_000 });
    expect(await limiter.hit('a')).toEqual({ allowed: true, remaining: 2, retryAfter: 0 });
    jest.advanceTimersByTime(1_000);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    jest.advanceTimersByTime(2_000);
    expect(await limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfter: 57 });
  });

  it('counts each client separately and forgets a client when its window ends', async () => {
    const limiter = createRateLimiter({ name: 'test', limit: 1, windowMs: 60_000 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('b')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    jest.advanceTimersByTime(60_001);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });
});

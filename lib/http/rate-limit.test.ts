import { clientKey, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows up to the limit within the window, then refuses with a retry time', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toEqual({ allowed: true, remaining: 2, retryAfter: 0 });
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
    expect(limiter.hit('a', 2_000).allowed).toBe(true);
    expect(limiter.hit('a', 3_000)).toEqual({ allowed: false, remaining: 0, retryAfter: 57 });
  });

  it('counts each client separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
    expect(limiter.hit('a', 10).allowed).toBe(false);
  });

  it('lets hits leave the window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 999).allowed).toBe(false);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
  });

  it('keeps memory bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('c', 0);
    // 'a' was evicted, so it starts afresh.
    expect(limiter.hit('a', 1).allowed).toBe(true);
  });
});

describe('clientKey', () => {
  it('takes the first forwarded address', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe(
      '203.0.113.9',
    );
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientKey(new Headers())).toBe('unknown');
  });
});

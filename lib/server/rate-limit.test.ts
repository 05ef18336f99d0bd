/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { sharedRedis } from '@/lib/server/redis';
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

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.REQUIRE_TEST_SERVICES) {
  throw new Error('TEST_REDIS_URL is not set: start the services (scripts/services.sh start)');
}

(redisUrl ? describe : describe.skip)('createRateLimiter in Redis', () => {
  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    const redis = sharedRedis()!;
    await new Promise<void>((resolve) =>
      redis.isReady ? resolve() : redis.once('ready', () => resolve()),
    );
  });
  afterAll(async () => {
    await sharedRedis()?.quit();
    delete process.env.REDIS_URL;
  });

  it('counts simultaneous hits atomically, across instances, and takes back a refund', async () => {
    const name = `test-${randomBytes(6).toString('hex')}`;
    const limiter = createRateLimiter({ name, limit: 10, windowMs: 60_000 });
    const hits = await Promise.all(Array.from({ length: 60 }, () => limiter.hit('a')));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(10);
    // Another instance, with nothing in its memory, is over the limit too.
    const other = createRateLimiter({ name, limit: 10, windowMs: 60_000 });
    expect((await other.hit('a')).allowed).toBe(false);
    const fresh = createRateLimiter({ name: `${name}-b`, limit: 1, windowMs: 60_000 });
    expect((await fresh.hit('a')).allowed).toBe(true);
    await fresh.refund('a');
    expect((await fresh.hit('a')).allowed).toBe(true);
    expect((await fresh.hit('a')).allowed).toBe(false);
  });
});

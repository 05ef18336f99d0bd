import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/server/redis';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window frees up again (0 when allowed). */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one hit now (atomically, in memory or Redis): whether it was within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Gives back a hit that turned out not to count (a success, where only failures count). */
  refund(key: string): Promise<void>;
}

/**
 * A rate-limiter-flexible limiter of `points` per `duration` seconds per key: in Redis, counted
 * across every instance, when REDIS_URL is set, and in this process's memory otherwise or
 * while Redis is unreachable (the memory limiter insures the Redis one). A key is forgotten
 * when its window ends, so memory stays bounded by the clients seen in one window.
 */
export function createLimiter(
  name: string,
  options: { points: number; duration: number },
): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  const redis = sharedRedis();
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    keyPrefix: `lumen:limit:${name}`,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** `limit` hits per `windowMs` per key, in fixed windows (see createLimiter). */
export function createRateLimiter({
  name,
  limit,
  windowMs,
}: {
  name: string;
  limit: number;
  windowMs: number;
}): RateLimiter {
  const limiter = createLimiter(name, {
    points: limit,
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  });
  return {
    async hit(key) {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, remaining: result.remainingPoints, retryAfter: 0 };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          remaining: 0,
          retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
    },
    async refund(key) {
      await limiter.reward(key);
    },
  };
}

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window frees up again (0 when allowed). */
  retryAfter: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

/**
 * `limit` hits per `windowMs` per key (rate-limiter-flexible, fixed windows). Kept in this
 * process's memory; a key is forgotten when its window ends, so memory stays bounded by the
 * clients seen in one window.
 */
export function createRateLimiter({
  limit,
  windowMs,
}: {
  limit: number;
  windowMs: number;
}): RateLimiter {
  const limiter = new RateLimiterMemory({
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
  };
}

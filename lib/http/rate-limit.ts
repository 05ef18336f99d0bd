export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfter: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitResult;
}

/**
 * Sliding-window limiter kept in memory: `limit` hits per `windowMs` per key. Enough for one
 * server; the oldest keys are dropped first when `maxKeys` is reached, so memory stays bounded.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();

  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          remaining: 0,
          retryAfter: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldestKey = hits.keys().next().value;
        if (oldestKey !== undefined) hits.delete(oldestKey);
      }
      return { allowed: true, remaining: limit - recent.length, retryAfter: 0 };
    },
  };
}

/** The client's address as the nearest proxy reports it. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}

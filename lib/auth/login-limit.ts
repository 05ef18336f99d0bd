import { createRateLimiter } from '@/lib/http/rate-limit';

const WINDOW_MS = 15 * 60_000;

/**
 * Sign-in attempts allowed per 15 minutes: by address; by address and account; and by account
 * alone, so that rotating addresses does not buy unlimited guesses at one password.
 */
export function createLoginLimiter({ perAddress = 30, perPair = 8, perAccount = 20 } = {}) {
  const address = createRateLimiter({ limit: perAddress, windowMs: WINDOW_MS });
  const pair = createRateLimiter({ limit: perPair, windowMs: WINDOW_MS });
  const account = createRateLimiter({ limit: perAccount, windowMs: WINDOW_MS });
  return {
    /** Counts an attempt; the seconds to wait when there were too many, else 0. */
    attempt(from: string, email: string, now = Date.now()): number {
      const who = email.trim().toLowerCase();
      const results = [
        address.hit(from, now),
        pair.hit(`${from}\u0000${who}`, now),
        account.hit(who, now),
      ];
      return results.every((r) => r.allowed) ? 0 : Math.max(...results.map((r) => r.retryAfter));
    },
  };
}

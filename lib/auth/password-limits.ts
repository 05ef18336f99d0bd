import { createRateLimiter, type RateLimiter } from '@/lib/server/rate-limit';
import { ATTEMPT_WINDOW_SECONDS } from './config';

/**
 * How often, in 15 minutes, the endpoints that hash a password may be asked to, besides signing
 * in (lib/auth/login-throttle.ts): a hash costs 32 MiB and about a tenth of a second of a core,
 * so nobody may have the server make them at will. Each is counted before the work, atomically,
 * in this process's memory or in Redis across instances (lib/server/rate-limit.ts).
 */
export const PASSWORD_LIMITS = {
  /** Uses of one-time sign-in links, per client address; a link that works is given back. */
  invite: 10,
  /** Checks of one's current password when changing it, per account; a right one is given back. */
  currentPassword: 8,
  /** Accounts an admin adds with a password given now, per admin. */
  newAccountPassword: 20,
} as const;

export type PasswordLimit = keyof typeof PASSWORD_LIMITS;

const holder = globalThis as { __passwordLimiters?: Partial<Record<PasswordLimit, RateLimiter>> };

/** This process's limiter of `kind` (per process, like the sign-in throttle). */
export function passwordLimiter(kind: PasswordLimit): RateLimiter {
  const limiters = (holder.__passwordLimiters ??= {});
  return (limiters[kind] ??= createRateLimiter({
    name: `password:${kind}`,
    limit: PASSWORD_LIMITS[kind],
    windowMs: ATTEMPT_WINDOW_SECONDS * 1000,
  }));
}

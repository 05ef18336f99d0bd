import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '@/lib/http/rate-limit';

export interface LoginThrottleOptions {
  /** Failed sign-ins one address may make in 15 minutes, whatever the accounts. */
  perAddress?: number;
  /** Failed sign-ins at one account from one address (or one trusted browser) in 15 minutes. */
  perPair?: number;
  /** Failed sign-ins at one account, from anywhere, before each further try must wait. */
  freeAccountFailures?: number;
  /** Longest wait the account's back-off imposes, in seconds. */
  maxAccountDelaySeconds?: number;
  /** Names the counters in Redis (shared by every instance when REDIS_URL is set). */
  name?: string;
}

export interface LoginAttempt {
  address: string;
  account: string;
  /** Set when the attempt comes from a browser that signed in to this account before. */
  trustedDevice?: string;
}

const WINDOW_SECONDS = 15 * 60;
const ACCOUNT_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * Throttles guessing without ever locking an account (OWASP's device-cookie scheme):
 *
 * - only failures count, blocked attempts are not even checked, and a success clears the
 *   account's and the pair's failures;
 * - an address is limited however many accounts it tries;
 * - the counts are shared by every instance through Redis when REDIS_URL is set;
 * - an account guessed from many addresses slows down (1 s, 2 s, 4 s … up to a minute between
 *   attempts) instead of locking, and a browser that signed in to that account before skips
 *   that back-off altogether, so a stranger can at most make a new device wait a minute.
 */
export function createLoginThrottle({
  perAddress = 30,
  perPair = 8,
  freeAccountFailures = 10,
  maxAccountDelaySeconds = 60,
  name = 'login',
}: LoginThrottleOptions = {}) {
  const byAddress = createLimiter(`${name}:address`, {
    points: perAddress,
    duration: WINDOW_SECONDS,
  });
  const byPair = createLimiter(`${name}:pair`, { points: perPair, duration: WINDOW_SECONDS });
  const accountFailures = createLimiter(`${name}:account`, {
    points: Number.MAX_SAFE_INTEGER,
    duration: ACCOUNT_MEMORY_SECONDS,
  });
  const accountBackoff = createLimiter(`${name}:backoff`, { points: 1, duration: 1 });

  const accountKey = (account: string) => account.trim().toLowerCase();
  const pairKey = ({ address, account, trustedDevice }: LoginAttempt) =>
    trustedDevice ? `device ${trustedDevice}` : `${address} ${accountKey(account)}`;

  async function waitFor(limiter: RateLimiterAbstract, key: string, points: number) {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? state.msBeforeNext : 0;
  }

  return {
    /** Seconds this attempt must wait before its password may be checked; 0: go ahead. */
    async wait(attempt: LoginAttempt): Promise<number> {
      const waits = [
        await waitFor(byAddress, attempt.address, perAddress),
        await waitFor(byPair, pairKey(attempt), perPair),
        attempt.trustedDevice ? 0 : await waitFor(accountBackoff, accountKey(attempt.account), 1),
      ];
      const ms = Math.max(...waits);
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },

    async failed(attempt: LoginAttempt): Promise<void> {
      const account = accountKey(attempt.account);
      await byAddress.penalty(attempt.address);
      await byPair.penalty(pairKey(attempt));
      const { consumedPoints: failures } = await accountFailures.penalty(account);
      if (failures >= freeAccountFailures) {
        const delay = Math.min(2 ** (failures - freeAccountFailures), maxAccountDelaySeconds);
        await accountBackoff.block(account, delay);
      }
    },

    async succeeded(attempt: LoginAttempt): Promise<void> {
      const account = accountKey(attempt.account);
      await Promise.all([
        byPair.delete(pairKey(attempt)),
        byPair.delete(`${attempt.address} ${account}`),
        accountFailures.delete(account),
        accountBackoff.delete(account),
      ]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

import { limitKey } from '@/lib/http/client-address';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '@/lib/server/rate-limit';
import { ATTEMPT_WINDOW_SECONDS } from './config';

export interface LoginThrottleOptions {
  /** Sign-ins one address may fail in 15 minutes, whatever the accounts (browsers new to them). */
  perAddress?: number;
  /** Sign-ins at one account one address, or one known browser, may fail in 15 minutes. */
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

const ACCOUNT_MEMORY_SECONDS = 24 * 60 * 60;

/** Milliseconds before `limiter` lets `key` try again, or 0 after counting one try. */
async function take(
  limiter: RateLimiterAbstract,
  key: string,
  options?: { customDuration: number },
): Promise<number> {
  try {
    await limiter.consume(key, 1, options);
    return 0;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, rejection.msBeforeNext);
  }
}

/**
 * Throttles guessing without ever locking an account out (OWASP's device-cookie scheme):
 *
 * - each attempt is counted before its password is checked, by the store's own atomic
 *   increment (memory, or Redis across instances), so that simultaneous attempts cannot all
 *   pass a limit that none of them has yet reached; an attempt refused is not counted, and a
 *   success gives its count back and clears the account's and the pair's: only failures stay;
 * - an address may fail 30 times in 15 minutes, whatever the accounts, and an address–account
 *   pair 8 times;
 * - an account guessed from many addresses slows down (1 s, 2 s, 4 s … up to a minute between
 *   attempts, one attempt per turn) instead of locking;
 * - a browser that signed in to the account before (its device token) has an allowance of its
 *   own, 8 failures in 15 minutes, and neither its address's limit nor the account's back-off
 *   applies to it: strangers sharing its address (an office, a proxy) or guessing the account
 *   from anywhere cannot keep its owner out.
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
    duration: ATTEMPT_WINDOW_SECONDS,
  });
  const byPair = createLimiter(`${name}:pair`, {
    points: perPair,
    duration: ATTEMPT_WINDOW_SECONDS,
  });
  const accountFailures = createLimiter(`${name}:account`, {
    points: Number.MAX_SAFE_INTEGER,
    duration: ACCOUNT_MEMORY_SECONDS,
  });
  // One attempt per turn once the account is backed off; each turn's length is set by the
  // attempt that takes it.
  const accountTurn = createLimiter(`${name}:turn`, { points: 1, duration: 1 });

  const accountKey = (account: string) => account.trim().toLowerCase();
  // An IPv6 client is its network (its /64): it may pick a new address for every attempt.
  const addressKey = ({ address }: LoginAttempt) => limitKey(address);
  const pairKey = ({ account, trustedDevice, ...attempt }: LoginAttempt) =>
    trustedDevice
      ? `device ${trustedDevice}`
      : `${addressKey({ account, ...attempt })} ${accountKey(account)}`;

  return {
    /**
     * Counts this attempt, before its password is checked: 0 when it may go ahead (it stays
     * counted as a failure unless `succeeded` follows), or the seconds it must wait instead
     * (then it is not counted at all).
     */
    async admit(attempt: LoginAttempt): Promise<number> {
      const account = accountKey(attempt.account);
      const counted: [RateLimiterAbstract, string][] = [];
      const refuse = async (ms: number) => {
        await Promise.all(counted.map(([limiter, key]) => limiter.reward(key)));
        return Math.ceil(ms / 1000);
      };
      const limits: [RateLimiterAbstract, string][] = attempt.trustedDevice
        ? [[byPair, pairKey(attempt)]]
        : [
            [byAddress, addressKey(attempt)],
            [byPair, pairKey(attempt)],
          ];
      for (const [limiter, key] of limits) {
        counted.push([limiter, key]);
        const ms = await take(limiter, key);
        if (ms > 0) return refuse(ms);
      }
      counted.push([accountFailures, account]);
      const { consumedPoints: failures } = await accountFailures.penalty(account);
      if (!attempt.trustedDevice && failures >= freeAccountFailures) {
        const delay = Math.min(2 ** (failures - freeAccountFailures), maxAccountDelaySeconds);
        counted.push([accountTurn, account]);
        const ms = await take(accountTurn, account, { customDuration: delay });
        if (ms > 0) return refuse(ms);
      }
      return 0;
    },

    /** The password was right: this attempt was no failure, and the account's are forgiven. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      const account = accountKey(attempt.account);
      await Promise.all([
        attempt.trustedDevice ? undefined : byAddress.reward(addressKey(attempt)),
        byPair.delete(pairKey(attempt)),
        byPair.delete(`${addressKey(attempt)} ${account}`),
        accountFailures.delete(account),
        accountTurn.delete(account),
      ]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

import { ATTEMPT_WINDOW_SECONDS } from '@/lib/auth/config';
import { crmT } from './crm';

/**
 * A wait the server asked for, in whole seconds, or undefined when `value` is none. It may come
 * from the login page's address, which anyone can write: only whole numbers are believed, and
 * none longer than any limit imposes.
 */
export function parseRetryAfter(value: unknown): number | undefined {
  const seconds =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(seconds) || seconds < 1) return undefined;
  return Math.min(seconds, ATTEMPT_WINDOW_SECONDS);
}

/** «Too many attempts, try again in …»: seconds under a minute, whole minutes beyond. */
export function retryText(retryAfter: unknown, about: 'login' | 'password' = 'login'): string {
  const seconds = parseRetryAfter(retryAfter);
  const login = about === 'login';
  if (seconds === undefined) return crmT(login ? 'login.rateLimitedLater' : 'limits.later');
  if (seconds < 60) {
    return crmT(login ? 'login.rateLimitedSeconds' : 'limits.seconds', { seconds });
  }
  return crmT(login ? 'login.rateLimited' : 'limits.minutes', {
    minutes: Math.ceil(seconds / 60),
  });
}

/** The sign-in endpoint's error codes, as the staff member reads them. */
export function loginErrorText(error: string, retryAfter?: unknown): string {
  switch (error) {
    case 'required':
      return crmT('login.required');
    case 'invalid':
      return crmT('login.invalid');
    case 'rateLimited':
      return retryText(retryAfter);
    case 'forbidden':
      return crmT('login.forbidden');
    case 'tooLarge':
      return crmT('login.tooLarge');
    case 'network':
      return crmT('login.failed');
    default:
      return crmT('login.badRequest');
  }
}

/** The one-time sign-in link endpoint's error codes, as the new staff member reads them. */
export function inviteErrorText(code: unknown, retryAfter?: unknown): string {
  if (code === 'passwordWeak') return crmT('staff.errors.passwordWeak');
  if (code === 'invalidLink') return crmT('invite.invalidText');
  if (code === 'rateLimited') return retryText(retryAfter, 'password');
  return crmT('login.failed');
}

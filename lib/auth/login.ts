import type { Store } from '@/lib/db/database';
import { findStaffByEmail } from '@/lib/auth/accounts-store';
import { issueDeviceToken, verifyDeviceToken } from './device';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

/** Longest e-mail address (RFC 5321) and password (far beyond any real one) worth checking. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

export type LoginError = 'required' | 'tooLarge' | 'invalid' | 'rateLimited';

export type LoginResult =
  | { ok: true; userId: number; deviceToken: string }
  | { ok: false; error: LoginError; retryAfter?: number };

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address (lib/http/client-address.ts). */
  address: string;
  /** The browser's device token, when it has one. */
  deviceToken?: string;
}

// Checked when the e-mail is unknown, so that both cases take the same time.
let decoyHash: Promise<string> | undefined;

/**
 * Checks a staff member's e-mail and password under the sign-in throttle. HTTP-free: the
 * caller opens the session and sets the cookies.
 */
export async function login(
  db: Store,
  throttle: LoginThrottle,
  { email: rawEmail, password, address, deviceToken }: LoginInput,
): Promise<LoginResult> {
  const email = rawEmail.trim();
  if (!email || !password) return { ok: false, error: 'required' };
  if (email.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, error: 'tooLarge' };
  }
  const user = await findStaffByEmail(db, email);
  const trustedDevice = user ? verifyDeviceToken(deviceToken, user) : undefined;
  const attempt = { address, account: email, trustedDevice };
  const wait = await throttle.admit(attempt);
  if (wait > 0) return { ok: false, error: 'rateLimited', retryAfter: wait };

  decoyHash ??= hashPassword('decoy password that matches nothing');
  // An account without a password yet (its sign-in link unused) or disabled is checked like
  // an unknown one: the same work, the same answer.
  const usable = user && user.password_hash !== '' && user.disabled_at === null ? user : undefined;
  const valid = await verifyPassword(password, usable?.password_hash ?? (await decoyHash));
  // Already counted as a failure by `admit`.
  if (!usable || !valid) return { ok: false, error: 'invalid' };
  await throttle.succeeded(attempt);
  return {
    ok: true,
    userId: usable.id,
    deviceToken:
      trustedDevice && deviceToken
        ? deviceToken
        : issueDeviceToken(usable.id, usable.password_hash),
  };
}

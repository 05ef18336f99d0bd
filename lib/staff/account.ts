import { limitKey } from '@/lib/http/client-address';
import type { Failure, Result } from '@/lib/failure';
import Bowser from 'bowser';
import { recordAudit } from '@/lib/audit/log';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { passwordLimiter } from '@/lib/auth/password-limits';
import type { RateLimiter } from '@/lib/server/rate-limit';
import { getStore } from '@/lib/db/database';
import { findStaffById, setStaffPasswordById } from '@/lib/auth/accounts-store';
import { consumeInvite, findInviteAccount } from '@/lib/auth/invites-store';
import {
  deleteSessionByHandle,
  deleteSessionsOf,
  listSessions,
  type SessionRow,
} from '@/lib/auth/sessions-store';
import type { SessionAccount } from '@/lib/auth/staff-account';
import { invitePasswordSchema, passwordChangeSchema, staffInvalid } from '@/lib/staff/validation';

/**
 * A staff member's own account, whatever their role: their password and their sessions, and
 * the one-time sign-in link that sets the first password. HTTP-free.
 */

export interface OwnSession extends SessionRow {
  /** The session this request came with. */
  current: boolean;
  /** The browser and system its user agent names ('' when it names none). */
  browser: string;
  os: string;
}

/** 'Chrome 156', 'macOS': what a person recognises of a user agent. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent) return { browser: '', os: '' };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: [browser.name, major].filter(Boolean).join(' '),
    os: os.name ?? '',
  };
}

export type AccountResult<T> = Result<
  T,
  Failure &
    (
      | { code: 'invalid'; problems: Record<string, string[]> }
      | { code: 'wrongPassword' | 'notFound' }
      /** Too many attempts (lib/auth/password-limits.ts): try again in `retryAfter` seconds. */
      | { code: 'rateLimited'; retryAfter: number }
    )
>;

const notFound = { ok: false, code: 'notFound', message: 'staff.errors.notFound' } as const;

/** Told on the field of the current password too. */
const wrongPassword = {
  ok: false,
  code: 'wrongPassword',
  problems: { current: ['staff.errors.wrongPassword'] },
} as const;

export async function ownSessions(actor: SessionAccount): Promise<OwnSession[]> {
  const rows = await listSessions(await getStore(), actor.id);
  return rows.map((row) => ({
    ...row,
    ...describeUserAgent(row.user_agent),
    current: row.handle === actor.sessionHandle,
  }));
}

/** Ends one of the actor's sessions (this one too, which signs them out). */
export async function endOwnSession(
  actor: SessionAccount,
  handle: string,
): Promise<AccountResult<void>> {
  const ended = await deleteSessionByHandle(await getStore(), actor.id, handle);
  return ended ? { ok: true, value: undefined } : notFound;
}

/** Ends every session of the actor but this one; how many. */
export async function endOtherSessions(actor: SessionAccount): Promise<number> {
  return deleteSessionsOf(await getStore(), actor.id, { except: actor.sessionHandle });
}

/**
 * A new password, given the current one. The other sessions end (whoever knew the old
 * password is signed out); this one stays. Wrong current passwords are limited per account
 * (counted before the check, so that simultaneous requests cannot pass the limit together).
 */
export async function changeOwnPassword(
  actor: SessionAccount,
  input: unknown,
  { limiter = passwordLimiter('currentPassword') }: { limiter?: RateLimiter } = {},
): Promise<AccountResult<void>> {
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) return staffInvalid(parsed.error);
  const db = await getStore();
  const account = await findStaffById(db, actor.id);
  if (!account) return notFound;
  const key = String(actor.id);
  const limit = await limiter.hit(key);
  if (!limit.allowed) return { ok: false, code: 'rateLimited', retryAfter: limit.retryAfter };
  if (!(await verifyPassword(parsed.data.current, account.password_hash))) {
    return wrongPassword;
  }
  await limiter.refund(key);
  const hash = await hashPassword(parsed.data.next);
  await db.transaction().execute(async (trx) => {
    await setStaffPasswordById(trx, actor.id, hash, { keepSession: actor.sessionHandle });
    await recordAudit(trx, actor, {
      action: 'staff.passwordChanged',
      subject: { id: actor.id, label: actor.email },
    });
  });
  return { ok: true, value: undefined };
}

/** Whom a live one-time sign-in link is for: its e-mail, or undefined. */
export async function inviteEmail(token: string): Promise<string | undefined> {
  return (await findInviteAccount(await getStore(), token))?.email;
}

/**
 * Uses a one-time sign-in link: the password chosen becomes the account's, the link stops
 * working, and any other session of the account ends. The account's id, to sign it in.
 *
 * Attempts are limited per client address, and the link is looked up before the password is
 * hashed, so that made-up links cost a lookup, never a hash. Only the link's SHA-256 is stored
 * and looked up: how long the lookup takes tells nothing about the token.
 */
export async function acceptInvite(
  token: string,
  input: unknown,
  { address, limiter = passwordLimiter('invite') }: { address: string; limiter?: RateLimiter },
): Promise<AccountResult<number>> {
  const limit = await limiter.hit(limitKey(address));
  if (!limit.allowed) return { ok: false, code: 'rateLimited', retryAfter: limit.retryAfter };
  const db = await getStore();
  if (!(await findInviteAccount(db, token))) return notFound;
  const parsed = invitePasswordSchema.safeParse(input);
  if (!parsed.success) return staffInvalid(parsed.error);
  const hash = await hashPassword(parsed.data.password);
  const result = await db.transaction().execute(async (trx) => {
    // Used by another request while this one was hashing: it is gone.
    const account = await consumeInvite(trx, token);
    if (!account) return notFound;
    await setStaffPasswordById(trx, account.id, hash);
    await recordAudit(trx, account, {
      action: 'staff.passwordSet',
      subject: { id: account.id, label: account.email },
    });
    return { ok: true, value: account.id } as const;
  });
  if (result.ok) await limiter.refund(address);
  return result;
}

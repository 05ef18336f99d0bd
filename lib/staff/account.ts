import Bowser from 'bowser';
import { recordAudit } from '@/lib/audit/log';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { passwordLimiter } from '@/lib/auth/password-limits';
import type { RateLimiter } from '@/lib/server/rate-limit';
import { getStore } from '@/lib/db/database';
import {
  consumeInvite,
  deleteSessionByHandle,
  deleteSessionsOf,
  findInviteAccount,
  findStaffById,
  listSessions,
  setStaffPasswordById,
  type SessionRow,
} from '@/lib/auth/accounts-store';
import type { SessionAccount } from '@/lib/auth/staff-account';
import {
  invitePasswordSchema,
  passwordChangeSchema,
  staffProblems,
  type StaffErrorKey,
} from '@/lib/staff/validation';

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

export type AccountResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: 'invalid'; problems: Record<string, StaffErrorKey[]> }
  | { ok: false; code: 'wrongPassword' }
  | { ok: false; code: 'notFound' }
  /** Too many attempts (lib/auth/password-limits.ts): try again in `retryAfter` seconds. */
  | { ok: false; code: 'rateLimited'; retryAfter: number };

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
  return ended ? { ok: true, value: undefined } : { ok: false, code: 'notFound' };
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
  if (!parsed.success) return { ok: false, code: 'invalid', problems: staffProblems(parsed.error) };
  const db = await getStore();
  const account = await findStaffById(db, actor.id);
  if (!account) return { ok: false, code: 'notFound' };
  const key = String(actor.id);
  const limit = await limiter.hit(key);
  if (!limit.allowed) return { ok: false, code: 'rateLimited', retryAfter: limit.retryAfter };
  if (!(await verifyPassword(parsed.data.current, account.password_hash))) {
    return { ok: false, code: 'wrongPassword' };
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
  const limit = await limiter.hit(address);
  if (!limit.allowed) return { ok: false, code: 'rateLimited', retryAfter: limit.retryAfter };
  const db = await getStore();
  if (!(await findInviteAccount(db, token))) return { ok: false, code: 'notFound' };
  const parsed = invitePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'invalid', problems: staffProblems(parsed.error) };
  const hash = await hashPassword(parsed.data.password);
  const result = await db.transaction().execute(async (trx) => {
    // Used by another request while this one was hashing: it is gone.
    const account = await consumeInvite(trx, token);
    if (!account) return { ok: false, code: 'notFound' } as const;
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

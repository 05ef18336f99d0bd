import type { Failure, Result } from '@/lib/failure';
import { recordAudit } from '@/lib/audit/log';
import { hashPassword } from '@/lib/auth/password';
import { passwordLimiter } from '@/lib/auth/password-limits';
import type { RateLimiter } from '@/lib/server/rate-limit';
import { getStore, type Executor, type Store } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/dialect';
import {
  countActiveAdmins,
  createStaff,
  findStaffById,
  listStaff,
  removeStaffById,
  setStaffDisabled,
  setStaffRole,
  type StaffListRow,
} from '@/lib/auth/accounts-store';
import { createInvite, hasLiveInvite } from '@/lib/auth/invites-store';
import { deleteSessionsOf } from '@/lib/auth/sessions-store';
import type { StaffAccount } from '@/lib/auth/staff-account';
import type { StaffUser } from '@/lib/db/schema';
import { newStaffSchema, staffChangeSchema, staffInvalid } from '@/lib/staff/validation';

/**
 * Staff accounts, as admins manage them: HTTP-free use-cases that validate, persist and write
 * the audit log in one transaction. The routes under /api/crm/staff check that the caller may
 * (`staff` permission) and translate the error codes.
 */

/** A one-time sign-in link lives a week; it is shown once, when it is made. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type StaffFailure = Failure &
  (
    | { code: 'invalid'; problems: Record<string, string[]> }
    | { code: 'notFound' | 'emailTaken' }
    /** The change would leave no admin who can sign in. */
    | { code: 'lastAdmin' }
    /** Too many accounts given a password (lib/auth/password-limits.ts), for `retryAfter` s. */
    | { code: 'rateLimited'; retryAfter: number }
  );

export type StaffResult<T> = Result<T, StaffFailure>;

const notFound = { ok: false, code: 'notFound', message: 'staff.errors.notFound' } as const;

/** The address is another account's: told on the e-mail field too. */
const emailTaken = {
  ok: false,
  code: 'emailTaken',
  problems: { email: ['staff.errors.emailTaken'] },
} as const;

export interface StaffMember extends StaffListRow {
  /** A sign-in link is waiting to be used. */
  invited: boolean;
}

export interface SignInLink {
  token: string;
  expiresAt: string;
}

/** Every account, with its sessions and whether a sign-in link waits. */
export async function staffList(): Promise<StaffMember[]> {
  const db = await getStore();
  const rows = await listStaff(db);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      invited: !row.has_password && (await hasLiveInvite(db, row.id)),
    })),
  );
}

/**
 * Adds an account with a role: it signs in first through a one-time link (returned, shown
 * once) or with the password given now.
 */
export async function addStaff(
  input: unknown,
  actor: StaffAccount,
  { limiter = passwordLimiter('newAccountPassword') }: { limiter?: RateLimiter } = {},
): Promise<StaffResult<{ account: StaffAccount; link?: SignInLink }>> {
  const parsed = newStaffSchema.safeParse(input);
  if (!parsed.success) return staffInvalid(parsed.error);
  const asked = parsed.data;
  if (asked.method === 'password') {
    const limit = await limiter.hit(String(actor.id));
    if (!limit.allowed) return { ok: false, code: 'rateLimited', retryAfter: limit.retryAfter };
  }
  const hash = asked.method === 'password' ? await hashPassword(asked.password) : '';
  const db = await getStore();
  try {
    return await db.transaction().execute(async (trx) => {
      const account = await createStaff(trx, asked.email, hash, { role: asked.role });
      await recordAudit(trx, actor, {
        action: 'staff.created',
        subject: { id: account.id, label: account.email },
        details: { role: account.role, method: asked.method },
      });
      if (asked.method === 'password') return { ok: true as const, value: { account } };
      const link = await issueLink(trx, account, actor);
      return { ok: true as const, value: { account, link } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return emailTaken;
    throw error;
  }
}

async function issueLink(
  trx: Executor,
  account: Pick<StaffAccount, 'id' | 'email'>,
  actor: StaffAccount,
): Promise<SignInLink> {
  const { token, expiresAt } = await createInvite(trx, account.id, INVITE_TTL_MS);
  await recordAudit(trx, actor, {
    action: 'staff.linkIssued',
    subject: { id: account.id, label: account.email },
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * A new one-time sign-in link for an account (a lost link, a forgotten password): any earlier
 * link stops working. Using it sets a new password and ends the account's other sessions.
 */
export async function newSignInLink(
  id: number | undefined,
  actor: StaffAccount,
): Promise<StaffResult<SignInLink>> {
  return withAccount(id, async (trx, account) => {
    if (account.disabled_at) {
      const problem = 'staff.errors.changeInvalid';
      return { ok: false, code: 'invalid', message: problem, problems: { form: [problem] } };
    }
    return { ok: true, value: await issueLink(trx, account, actor) };
  });
}

/** Runs `work` on an existing account inside one transaction. */
async function withAccount<T>(
  id: number | undefined,
  work: (trx: Executor, account: StaffUser) => Promise<StaffResult<T>>,
): Promise<StaffResult<T>> {
  if (id === undefined) return notFound;
  const db: Store = await getStore();
  return db.transaction().execute(async (trx) => {
    const account = await findStaffById(trx, id);
    if (!account) return notFound;
    return work(trx, account);
  });
}

/** Whether taking `account` out of the active admins would leave none. */
async function isLastAdmin(trx: Executor, account: StaffUser): Promise<boolean> {
  if (account.role !== 'admin' || account.disabled_at !== null) return false;
  return (await countActiveAdmins(trx)) <= 1;
}

/** Changes an account's role, or disables or enables it. The last admin stays an admin. */
export async function changeStaff(
  id: number | undefined,
  input: unknown,
  actor: StaffAccount,
): Promise<StaffResult<StaffMember>> {
  const parsed = staffChangeSchema.safeParse(input);
  if (!parsed.success) return staffInvalid(parsed.error);
  const change = parsed.data;
  const result = await withAccount(id, async (trx, account) => {
    const label = { id: account.id, label: account.email };
    if ('role' in change) {
      if (change.role === account.role) return { ok: true, value: undefined };
      if (change.role !== 'admin' && (await isLastAdmin(trx, account))) {
        return { ok: false, code: 'lastAdmin' };
      }
      await setStaffRole(trx, account.id, change.role);
      await recordAudit(trx, actor, {
        action: 'staff.roleChanged',
        subject: label,
        details: { from: account.role, to: change.role },
      });
      return { ok: true, value: undefined };
    }
    if (change.disabled === (account.disabled_at !== null)) return { ok: true, value: undefined };
    if (change.disabled && (await isLastAdmin(trx, account))) {
      return { ok: false, code: 'lastAdmin' };
    }
    await setStaffDisabled(trx, account.id, change.disabled);
    await recordAudit(trx, actor, {
      action: change.disabled ? 'staff.disabled' : 'staff.enabled',
      subject: label,
    });
    return { ok: true, value: undefined };
  });
  if (!result.ok) return result;
  const member = (await staffList()).find((row) => row.id === id);
  return member ? { ok: true, value: member } : notFound;
}

/** Removes an account and its sessions; its past work keeps its name in the history. */
export async function removeStaffAccount(
  id: number | undefined,
  actor: StaffAccount,
): Promise<StaffResult<void>> {
  return withAccount(id, async (trx, account) => {
    if (await isLastAdmin(trx, account)) return { ok: false, code: 'lastAdmin' };
    await removeStaffById(trx, account.id);
    await recordAudit(trx, actor, {
      action: 'staff.removed',
      subject: { id: account.id, label: account.email },
      details: { role: account.role },
    });
    return { ok: true, value: undefined };
  });
}

/** Signs an account out everywhere; how many sessions ended. */
export async function endStaffSessions(
  id: number | undefined,
  actor: StaffAccount,
): Promise<StaffResult<number>> {
  return withAccount(id, async (trx, account) => {
    const ended = await deleteSessionsOf(trx, account.id);
    await recordAudit(trx, actor, {
      action: 'staff.sessionsEnded',
      subject: { id: account.id, label: account.email },
      details: { sessions: ended },
    });
    return { ok: true, value: ended };
  });
}

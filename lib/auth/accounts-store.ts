import type { Executor, Store } from '@/lib/db/database';
import type { StaffRole, StaffUser } from '@/lib/db/schema';
import { deleteInvitesOf } from './invites-store';
import { deleteSessionsOf } from './sessions-store';
import type { StaffAccount } from './staff-account';

/** Staff accounts (`staff_users`); their sessions and sign-in links have stores of their own. */

/** An account as the staff screen lists it. */
export interface StaffListRow {
  id: number;
  email: string;
  role: StaffRole;
  disabled_at: string | null;
  created_at: string;
  /** False until the one-time sign-in link is used. */
  has_password: boolean;
  sessions: number;
  /** The latest use of any live session, else the last sign-in. */
  last_seen_at: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function countStaff(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Admins who can sign in: the last of them may not be demoted, disabled or removed. */
export async function countActiveAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findStaffByEmail(db: Executor, email: string): Promise<StaffUser | undefined> {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findStaffById(db: Executor, id: number): Promise<StaffUser | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every account, with how many live sessions it has and when it was last seen. */
export async function listStaff(db: Executor, now = new Date()): Promise<StaffListRow[]> {
  const rows = await db
    .selectFrom('staff_users')
    .leftJoin('staff_sessions', (join) =>
      join
        .onRef('staff_sessions.user_id', '=', 'staff_users.id')
        .on('staff_sessions.expires_at', '>', now.toISOString()),
    )
    .select((eb) => [
      'staff_users.id',
      'staff_users.email',
      'staff_users.role',
      'staff_users.disabled_at',
      'staff_users.created_at',
      'staff_users.password_hash',
      'staff_users.last_login_at',
      eb.fn.count<number>('staff_sessions.id').as('sessions'),
      eb.fn.max('staff_sessions.last_seen_at').as('last_seen_at'),
    ])
    .groupBy([
      'staff_users.id',
      'staff_users.email',
      'staff_users.role',
      'staff_users.disabled_at',
      'staff_users.created_at',
      'staff_users.password_hash',
      'staff_users.last_login_at',
    ])
    .orderBy('staff_users.email')
    .execute();
  return rows.map(({ password_hash, sessions, last_seen_at, last_login_at, ...row }) => ({
    ...row,
    has_password: password_hash !== '',
    sessions: Number(sessions),
    last_seen_at: latest(last_seen_at ?? null, last_login_at),
  }));
}

const latest = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Adds an account; throws when the e-mail is taken. `passwordHash` comes from hashPassword, or
 * is '' for an account that will set its password through a one-time link.
 */
export async function createStaff(
  db: Executor,
  email: string,
  passwordHash: string,
  { role = 'admin', now = new Date() }: { role?: StaffRole; now?: Date } = {},
): Promise<StaffAccount> {
  return db
    .insertInto('staff_users')
    .values({
      email: normalizeEmail(email),
      password_hash: passwordHash,
      role,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning(['id', 'email', 'role'])
    .executeTakeFirstOrThrow();
}

/**
 * Sets a new password and ends the account's sessions, but for `keepSession` (the handle of
 * the session that asked, when staff change their own). False when there is no such account.
 */
export async function setStaffPasswordById(
  db: Executor,
  id: number,
  passwordHash: string,
  { now = new Date(), keepSession }: { now?: Date; keepSession?: string } = {},
): Promise<boolean> {
  const user = await db
    .updateTable('staff_users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!user) return false;
  await deleteSessionsOf(db, id, { except: keepSession });
  return true;
}

/** Sets a new password and signs the account out everywhere. False when there is no such account. */
export async function setStaffPassword(
  db: Store,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await findStaffByEmail(trx, email);
    return user ? setStaffPasswordById(trx, user.id, passwordHash, { now }) : false;
  });
}

export async function setStaffRole(
  db: Executor,
  id: number,
  role: StaffRole,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ role, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Disables an account (signs it out everywhere and ends its sign-in link, which enabling it
 * again does not bring back) or enables it.
 */
export async function setStaffDisabled(
  db: Executor,
  id: number,
  disabled: boolean,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ disabled_at: disabled ? now.toISOString() : null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  if (disabled) {
    await deleteSessionsOf(db, id);
    await deleteInvitesOf(db, id);
  }
  return true;
}

export async function removeStaffById(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('staff_users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function removeStaff(db: Executor, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_users')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

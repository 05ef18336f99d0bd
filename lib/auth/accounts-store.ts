import { createHash, randomBytes } from 'node:crypto';
import type { Executor, Store } from '@/lib/db/database';
import type { StaffRole, StaffUser } from '@/lib/db/schema';
import type { SessionAccount, StaffAccount } from './staff-account';

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

export interface SessionRow {
  handle: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string | null;
  user_agent: string;
  address: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_PATTERN = /^[\w-]{43}$/;

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
    await db.deleteFrom('staff_invites').where('user_id', '=', id).execute();
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

/** Where a session was opened from, as the browser and the socket said. */
export interface SessionOrigin {
  userAgent?: string;
  address?: string;
}

/** Opens a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Executor,
  userId: number,
  ttlMs: number,
  now = new Date(),
  { userAgent = '', address = '' }: SessionOrigin = {},
): Promise<{ token: string; expiresAt: Date; handle: string }> {
  const token = newToken();
  const handle = randomBytes(12).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insertInto('staff_sessions')
    .values({
      id: hashOf(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      handle,
      user_agent: userAgent.slice(0, 300),
      address: address.slice(0, 64),
      last_seen_at: now.toISOString(),
    })
    .execute();
  await db
    .updateTable('staff_users')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return { token, expiresAt, handle };
}

/** How often a session's last use is written down (not on every request). */
const SEEN_RESOLUTION_MS = 5 * 60_000;

/**
 * The account behind a session token, when the session exists, has not expired and the
 * account is not disabled. Notes the session's use, at most every few minutes.
 */
export async function findSessionAccount(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<SessionAccount | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const id = hashOf(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select([
      'staff_users.id',
      'staff_users.email',
      'staff_users.role',
      'staff_sessions.handle',
      'staff_sessions.last_seen_at',
    ])
    .where('staff_sessions.id', '=', id)
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .where('staff_users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const seen = row.last_seen_at ? Date.parse(row.last_seen_at) : 0;
  if (now.getTime() - seen > SEEN_RESOLUTION_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return { id: row.id, email: row.email, role: row.role, sessionHandle: row.handle };
}

/** An account's live sessions, the most recently used first. */
export function listSessions(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<SessionRow[]> {
  return db
    .selectFrom('staff_sessions')
    .select(['handle', 'created_at', 'expires_at', 'last_seen_at', 'user_agent', 'address'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends one of an account's sessions by its handle; false when it has no such session. */
export async function deleteSessionByHandle(
  db: Executor,
  userId: number,
  handle: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('user_id', '=', userId)
    .where('handle', '=', handle)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of an account (but `except`, a handle); how many were ended. */
export async function deleteSessionsOf(
  db: Executor,
  userId: number,
  { except }: { except?: string } = {},
): Promise<number> {
  let query = db.deleteFrom('staff_sessions').where('user_id', '=', userId);
  if (except) query = query.where('handle', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', hashOf(token)).execute();
}

export async function deleteExpiredSessions(db: Executor, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  await db.deleteFrom('staff_invites').where('expires_at', '<=', now.toISOString()).execute();
  return Number(result.numDeletedRows);
}

/**
 * A new one-time sign-in link token for an account; any earlier link of it stops working.
 * Only the token's hash is stored.
 */
export async function createInvite(
  db: Executor,
  userId: number,
  ttlMs: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.deleteFrom('staff_invites').where('user_id', '=', userId).execute();
  await db
    .insertInto('staff_invites')
    .values({
      id: hashOf(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** The account a live sign-in link is for (not disabled), without using the link. */
export async function findInviteAccount(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<StaffAccount | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom('staff_invites')
    .innerJoin('staff_users', 'staff_users.id', 'staff_invites.user_id')
    .select(['staff_users.id', 'staff_users.email', 'staff_users.role'])
    .where('staff_invites.id', '=', hashOf(token))
    .where('staff_invites.expires_at', '>', now.toISOString())
    .where('staff_users.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Uses a sign-in link: it is deleted, so that it works once. The account, when it was live. */
export async function consumeInvite(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<StaffAccount | undefined> {
  const account = await findInviteAccount(db, token, now);
  if (!account) return undefined;
  const result = await db
    .deleteFrom('staff_invites')
    .where('id', '=', hashOf(token))
    .executeTakeFirst();
  // Another request used it a moment ago.
  return Number(result.numDeletedRows) === 1 ? account : undefined;
}

/** Whether an account has a sign-in link waiting. */
export async function hasLiveInvite(db: Executor, userId: number, now = new Date()) {
  const row = await db
    .selectFrom('staff_invites')
    .select('id')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

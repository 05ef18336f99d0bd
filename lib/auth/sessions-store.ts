import { randomBytes } from 'node:crypto';
import type { Executor } from '@/lib/db/database';
import { deleteExpiredInvites } from './invites-store';
import type { SessionAccount } from './staff-account';
import { hashOf, newToken, TOKEN_PATTERN } from './tokens';

/** Staff sessions (`staff_sessions`): the cookie's token is never stored, only its hash. */

export interface SessionRow {
  handle: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string | null;
  user_agent: string;
  address: string;
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
  await deleteExpiredInvites(db, now);
  return Number(result.numDeletedRows);
}

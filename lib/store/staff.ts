import { createHash, randomBytes } from 'node:crypto';
import type { Store } from './db';
import type { StaffUser } from './schema';

export type StaffAccount = Pick<StaffUser, 'id' | 'email'>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function countStaff(db: Store): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findStaffByEmail(db: Store, email: string) {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function listStaff(db: Store): Promise<StaffAccount[]> {
  return db.selectFrom('staff_users').select(['id', 'email']).orderBy('email').execute();
}

/** Adds an account; throws when the e-mail is taken. `passwordHash` comes from hashPassword. */
export async function createStaff(
  db: Store,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<StaffAccount> {
  return db
    .insertInto('staff_users')
    .values({
      email: normalizeEmail(email),
      password_hash: passwordHash,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/** Sets a new password and signs the account out everywhere. False when there is no such account. */
export async function setStaffPassword(
  db: Store,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('email', '=', normalizeEmail(email))
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    await trx.deleteFrom('staff_sessions').where('user_id', '=', user.id).execute();
    return true;
  });
}

export async function removeStaff(db: Store, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_users')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Store,
  userId: number,
  ttlMs: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insertInto('staff_sessions')
    .values({
      id: sessionId(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** The account behind a session token, when the session exists and has not expired. */
export async function findSessionAccount(
  db: Store,
  token: string,
  now = new Date(),
): Promise<StaffAccount | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select(['staff_users.id', 'staff_users.email'])
    .where('staff_sessions.id', '=', sessionId(token))
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function deleteSession(db: Store, token: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', sessionId(token)).execute();
}

export async function deleteExpiredSessions(db: Store, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

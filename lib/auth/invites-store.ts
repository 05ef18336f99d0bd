import type { Executor } from '@/lib/db/database';
import type { StaffAccount } from './staff-account';
import { hashOf, newToken, TOKEN_PATTERN } from './tokens';

/** One-time sign-in links (`staff_invites`): one per account at most, stored as hashes. */

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
  await deleteInvitesOf(db, userId);
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

/** Ends an account's sign-in link, if it has one. */
export async function deleteInvitesOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('staff_invites').where('user_id', '=', userId).execute();
}

/** Forgets the sign-in links whose time has passed. */
export async function deleteExpiredInvites(db: Executor, now = new Date()): Promise<void> {
  await db.deleteFrom('staff_invites').where('expires_at', '<=', now.toISOString()).execute();
}

import type { Store } from './db';
import { isPostgres } from './dialect';
import type { ContactMessage } from './schema';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  locale: string;
}

export async function saveContactMessage(
  db: Store,
  input: ContactInput,
  now = new Date(),
): Promise<number> {
  const iso = now.toISOString();
  const row = await db
    .insertInto('contact_messages')
    .values({ ...input, created_at: iso, status: 'pending', next_attempt_at: iso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function getContactMessage(db: Store, id: number): Promise<ContactMessage | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes up to `limit` messages whose attempt is due (pending, failed, or a 'sending' claim
 * whose holder died mid-delivery), oldest first, for one delivery attempt each. Safe with any
 * number of workers: on PostgreSQL the rows are locked with SKIP LOCKED, so concurrent sweeps
 * on several instances take disjoint messages without waiting on each other; SQLite runs one
 * writer at a time. Every message is taken by one worker only.
 */
export async function claimDueContactMessages(
  db: Store,
  leaseMs: number,
  { now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {},
): Promise<ContactMessage[]> {
  const iso = now.toISOString();
  let due = db
    .selectFrom('contact_messages')
    .select('id')
    .where('status', 'in', ['pending', 'failed', 'sending'])
    .where('next_attempt_at', '<=', iso)
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('contact_messages')
    .set({ status: 'sending', next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Takes a message for one delivery attempt. Only one caller wins, so the after-response send
 * and the retry sweep never deliver the same message twice.
 */
export async function claimContactMessage(
  db: Store,
  id: number,
  leaseMs: number,
  now = new Date(),
): Promise<ContactMessage | undefined> {
  const iso = now.toISOString();
  const result = await db
    .updateTable('contact_messages')
    .set({ status: 'sending', next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed', 'sending'])
    .where('next_attempt_at', '<=', iso)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return getContactMessage(db, id);
}

export async function markDelivered(db: Store, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set((eb) => ({
      status: 'delivered',
      delivered_at: now.toISOString(),
      attempts: eb('attempts', '+', 1),
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Store,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set((eb) => ({
      status: 'failed',
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      next_attempt_at: nextAttemptAt.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Messages nobody on the staff has opened yet. */
export async function countUnreadMessages(db: Store): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

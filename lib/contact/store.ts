import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Executor, Store } from '@/lib/db/database';
import { isPostgres } from '@/lib/db/dialect';
import type { ContactMessage, Database } from '@/lib/db/schema';
import { containsPattern, foldForSearch } from '@/lib/db/search-text';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  locale: string;
  /** Where it came from (page keys, lib/analytics/trace.ts); absent: not known. */
  sent_from?: string | null;
  entry_page?: string | null;
  entry_source?: string | null;
  entry_campaign?: string | null;
}

export async function saveContactMessage(
  db: Store,
  input: ContactInput,
  now = new Date(),
): Promise<number> {
  const iso = now.toISOString();
  const row = await db
    .insertInto('contact_messages')
    .values({
      ...input,
      created_at: iso,
      status: 'pending',
      next_attempt_at: iso,
      search_text: foldForSearch(input.name, input.email, input.message),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function getContactMessage(db: Executor, id: number): Promise<ContactMessage | undefined> {
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

/** Every message, those nobody has handled, or those not delivered (lib/inbox/validation.ts). */
export type MessageFilter = 'all' | 'unhandled' | 'failing';

export interface InboxQuery {
  /** Words that must all appear in the name, the e-mail or the text, in any case. */
  words?: readonly string[];
  filter?: MessageFilter;
}

type MessageConditions = ExpressionBuilder<Database, 'contact_messages'>;

function matching(eb: MessageConditions, { words = [], filter = 'all' }: InboxQuery) {
  const conditions: Expression<SqlBool>[] = words.map(
    (word) => sql<SqlBool>`${eb.ref('search_text')} like ${containsPattern(word)} escape '\\'`,
  );
  if (filter === 'unhandled') conditions.push(eb('handled_at', 'is', null));
  // A failed attempt is retried forever: the message is failing (its last error kept, also
  // while the next attempt runs) until one succeeds, which clears the error.
  if (filter === 'failing') {
    conditions.push(eb('status', '<>', 'delivered'), eb('last_error', 'is not', null));
  }
  return eb.and(conditions);
}

/** A page of the messages `query` matches, newest first. */
export function listContactMessages(
  db: Executor,
  query: InboxQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<ContactMessage[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where((eb) => matching(eb, query))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many messages `query` matches. */
export async function countContactMessages(db: Executor, query: InboxQuery): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => matching(eb, query))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where a batch of newest-first messages ended: the next batch starts after it. */
export interface MessageCursor {
  created_at: string;
  id: number;
}

/**
 * The next `limit` messages `query` matches after `cursor`, newest first. A cursor rather than
 * an offset, so that a long export reads each message once even while new ones arrive.
 */
export function contactMessagesAfter(
  db: Executor,
  query: InboxQuery,
  cursor: MessageCursor | undefined,
  limit: number,
): Promise<ContactMessage[]> {
  let select = db
    .selectFrom('contact_messages')
    .selectAll()
    .where((eb) => matching(eb, query));
  if (cursor) {
    select = select.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.created_at),
        eb.and([eb('created_at', '=', cursor.created_at), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Opened by a staff member: read from now on (the first opening counts). */
export async function markContactMessageRead(db: Executor, id: number, now = new Date()) {
  await db
    .updateTable('contact_messages')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

/** Back to unread, as if nobody had opened it. */
export async function markContactMessageUnread(db: Executor, id: number) {
  await db.updateTable('contact_messages').set({ read_at: null }).where('id', '=', id).execute();
}

/** Handled by `by` (a staff e-mail) at `now`, or back to unhandled (`by` null). */
export async function setContactMessageHandled(
  db: Executor,
  id: number,
  by: string | null,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set(
      by
        ? { handled_at: now.toISOString(), handled_by: by }
        : { handled_at: null, handled_by: null },
    )
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts a failed or waiting message back in line for an attempt now; false when it is
 * delivered or an attempt holds it (status 'sending'), which must not be interrupted.
 */
export async function requeueContactMessage(
  db: Executor,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ status: 'pending', next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteContactMessage(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes the messages received before `cutoff`; how many there were. */
export async function deleteContactMessagesBefore(db: Executor, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('contact_messages')
    .where('created_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Messages received from `start` (inclusive) to `end` (exclusive) by the page their sender's
 * visit began on (a page key, lib/analytics/events.ts), most first; messages of no known visit
 * are left out.
 */
export async function countMessagesByEntryPage(
  db: Executor,
  start: string,
  end: string,
): Promise<Array<{ page: string; messages: number }>> {
  const rows = await db
    .selectFrom('contact_messages')
    .where('entry_page', 'is not', null)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .select((eb) => ['entry_page', eb.fn.countAll().as('messages')])
    .groupBy('entry_page')
    .orderBy('messages', 'desc')
    .orderBy('entry_page')
    .execute();
  return rows.map((row) => ({ page: row.entry_page!, messages: Number(row.messages) }));
}

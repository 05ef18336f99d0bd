import { getStore, type Store } from '@/lib/db/database';
import { isPostgres } from '@/lib/db/dialect';
import { callsOf, type ThreadCalls } from '@/lib/server/thread-calls';
import { indexPending } from './indexing';

/**
 * The search index kept up with the articles' writes on SQLite, off the thread that answers
 * pages: a write marks its article in its transaction (indexing.ts, queueIndexing) and then
 * waits here, without holding that thread, while the index's thread (index-worker.ts, with a
 * connection of its own) brings the marked entries up to date; so a search right after a save
 * finds what it saved. Elsewhere (tests, scripts) the marks are taken in line.
 */

export const INDEX_METHODS = {
  indexPending: async () => indexPending(await getStore()),
};
export type IndexMethods = typeof INDEX_METHODS;
/** A write's wait at most; a mark left by a timeout is taken by the next write or start. */
export const INDEX_TIMEOUT_MS = 30_000;
/** Writes waiting at most; each wait is for all the marks, so a few suffice. */
export const INDEX_WAITING = 256;
export const indexThreadHolder = globalThis as { __indexThread?: ThreadCalls<IndexMethods> };

/** Brings the marked entries of `db` up to date; a failure leaves the marks for later. */
export async function catchUpSearchIndex(db: Store): Promise<void> {
  if (isPostgres(db)) return;
  const call = callsOf(indexThreadHolder.__indexThread, { indexPending: () => indexPending(db) });
  try {
    await call('indexPending');
  } catch (error) {
    console.error('search index: entries left to bring up to date later', error);
  }
}

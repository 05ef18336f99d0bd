import type { Executor, Store } from '@/lib/db/database';
import { isPostgres } from '@/lib/db/dialect';
import type { ArticleRow } from '@/lib/db/schema';
import { articleBodies } from '../bodies';
import type { BodyFacts } from '../body';
import {
  clearSearchIndex,
  clearSearchPending,
  countSearchEntries,
  deleteSearchEntry,
  markSearchPending,
  pendingSearchIds,
  writeSearchEntry,
  type SearchEntry,
} from '../search-store';
import { indexText } from './terms';

type Indexed = Pick<
  ArticleRow,
  'id' | 'title' | 'author_name' | 'hashtags' | 'content' | 'language' | 'updated_at'
>;

/**
 * What the index keeps of an article: its title, its hashtags and author, its plain text (read
 * on the body's thread, or given when it was read there already).
 */
export async function searchEntry(
  article: Indexed,
  facts?: Pick<BodyFacts, 'text' | 'stems'>,
): Promise<SearchEntry> {
  const { text, stems } = facts ?? (await articleBodies.facts(article.content));
  const meta = `${article.hashtags.replaceAll('#', ' ')} ${article.author_name}`.trim();
  return {
    id: article.id,
    language: article.language,
    title: article.title,
    meta,
    text,
    stems: { title: indexText(article.title), meta: indexText(meta), text: stems },
  };
}

function readIndexed(db: Executor, { after, id }: { after?: number; id?: number }, limit = 100) {
  let query = db
    .selectFrom('articles')
    .select(['id', 'title', 'author_name', 'hashtags', 'content', 'language', 'updated_at'])
    .orderBy('id')
    .limit(limit);
  if (id !== undefined) query = query.where('id', '=', id);
  if (after !== undefined) query = query.where('id', '>', after);
  return query.execute();
}

/**
 * Brings article `id`'s entry up to date with its row (none when the row is gone); `facts` of
 * its body, when the write has them.
 */
export async function indexArticle(db: Executor, id: number, facts?: BodyFacts): Promise<void> {
  const [row] = await readIndexed(db, { id });
  if (row) await writeSearchEntry(db, await searchEntry(row, facts));
  else await deleteSearchEntry(db, id);
}

/**
 * What a write does for its article's entry, in its transaction. PostgreSQL makes the entry's
 * vectors in its own process: written at once. SQLite's FTS5 reads every word of the old entry
 * and the new one on the calling thread (about 50 ms for a half-megabyte text): the article is
 * marked instead, for the index's thread (index-queue.ts) to bring up to date.
 */
export async function queueIndexing(trx: Executor, id: number, facts?: BodyFacts): Promise<void> {
  if (isPostgres(trx)) await indexArticle(trx, id, facts);
  else await markSearchPending(trx, id);
}

/** Marked articles taken at a time, and passes at most over marks that keep coming. */
const PENDING_BATCH = 20;
const PENDING_PASSES = 50;

/**
 * Brings the entries of marked articles up to date, clearing their marks; how many. Each
 * entry is made (the body read, its stems) outside any transaction, then written with its
 * mark cleared in a short one, if the row is still as it was read; one changed meanwhile was
 * marked again by its write and is taken in the next pass.
 */
export async function indexPending(db: Store): Promise<number> {
  let indexed = 0;
  for (let pass = 0; pass < PENDING_PASSES; pass++) {
    const ids = await pendingSearchIds(db, PENDING_BATCH);
    if (ids.length === 0) break;
    for (const id of ids) {
      const [row] = await readIndexed(db, { id });
      const entry = row ? await searchEntry(row) : undefined;
      const written = await db.transaction().execute(async (trx) => {
        const [now] = await readIndexed(trx, { id });
        if (now?.updated_at !== row?.updated_at) return false;
        if (entry) await writeSearchEntry(trx, entry);
        else await deleteSearchEntry(trx, id);
        await clearSearchPending(trx, id);
        return true;
      });
      if (written) indexed++;
    }
  }
  return indexed;
}

/** Indexes every article anew, a batch at a time; how many. */
export async function rebuildSearchIndex(db: Executor): Promise<number> {
  await clearSearchIndex(db);
  // Every entry is made below from the rows as they are: no mark is left behind.
  if (!isPostgres(db)) await db.deleteFrom('search_pending').execute();
  let count = 0;
  for (let after = 0; ;) {
    const rows = await readIndexed(db, { after });
    if (rows.length === 0) return count;
    for (const row of rows) await writeSearchEntry(db, await searchEntry(row));
    count += rows.length;
    after = rows.at(-1)!.id;
  }
}

/**
 * Indexes every article when the index does not hold one entry per article: a store migrated
 * to the index (migration 0013 makes it empty) or filled by a copy of another site.
 */
export async function ensureSearchIndex(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === (await countSearchEntries(db))) return 0;
  return rebuildSearchIndex(db);
}

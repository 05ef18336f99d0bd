import type { Executor } from '@/lib/db/database';
import type { ArticleRow } from '@/lib/db/schema';
import { articleBodies } from '../bodies';
import type { BodyFacts } from '../body';
import {
  clearSearchIndex,
  countSearchEntries,
  deleteSearchEntry,
  writeSearchEntry,
  type SearchEntry,
} from '../search-store';
import { indexText } from './terms';

type Indexed = Pick<
  ArticleRow,
  'id' | 'title' | 'author_name' | 'hashtags' | 'content' | 'language'
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
    .select(['id', 'title', 'author_name', 'hashtags', 'content', 'language'])
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

/** Indexes every article anew, a batch at a time; how many. */
export async function rebuildSearchIndex(db: Executor): Promise<number> {
  await clearSearchIndex(db);
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

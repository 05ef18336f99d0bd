import { sql } from 'kysely';
import type { Executor, Store } from '@/lib/db/database';
import { isPostgres } from '@/lib/db/dialect';
import type { ArticleLanguage } from '@/lib/db/schema';

/**
 * The newsroom's search index, one entry per article, persisted as given (what goes in it is
 * made by lib/articles/search/indexing.ts, in the article's write transaction). Each engine keeps
 * it its own way (migration 0013):
 *
 * - SQLite: an FTS5 table whose rowid is the article's id, holding the stems of its title, of its
 *   hashtags and author, and of its text; ranked by bm25, the title weighing most;
 * - PostgreSQL: a `tsvector` by the article's language's text search configuration (`russian`
 *   or `english`), the title weighted A, hashtags and author B, the text D, in a GIN index;
 *   ranked by ts_rank.
 *
 * Both also keep the article's plain text, from which a result's excerpt is cut.
 */

const CONFIG: Record<ArticleLanguage, string> = { en: 'english', ru: 'russian' };

export interface SearchEntry {
  id: number;
  language: ArticleLanguage;
  /** The fields as written (PostgreSQL reads them by the language's configuration). */
  title: string;
  meta: string;
  text: string;
  /** The same fields as stems separated by spaces (what SQLite's index holds). */
  stems: { title: string; meta: string; text: string };
}

export async function writeSearchEntry(db: Executor, entry: SearchEntry): Promise<void> {
  if (isPostgres(db)) {
    const config = CONFIG[entry.language] ?? 'english';
    await sql`
      insert into article_search (article_id, document, head, text) values (
        ${entry.id},
        setweight(to_tsvector(${config}::regconfig, ${entry.title}), 'A') ||
          setweight(to_tsvector(${config}::regconfig, ${entry.meta}), 'B') ||
          setweight(to_tsvector(${config}::regconfig, ${entry.text}), 'D') ||
          setweight(to_tsvector('simple', ${`${entry.title} ${entry.meta} ${entry.text}`}), 'D'),
        setweight(to_tsvector(${config}::regconfig, ${entry.title}), 'A') ||
          setweight(to_tsvector(${config}::regconfig, ${entry.meta}), 'B') ||
          setweight(to_tsvector('simple', ${`${entry.title} ${entry.meta}`}), 'B'),
        ${entry.text}
      )
      on conflict (article_id) do update
        set document = excluded.document, head = excluded.head, text = excluded.text
    `.execute(db);
    return;
  }
  await deleteSearchEntry(db, entry.id);
  await sql`
    insert into article_search (rowid, title, meta, body, text) values (
      ${entry.id}, ${entry.stems.title}, ${entry.stems.meta}, ${entry.stems.text}, ${entry.text}
    )
  `.execute(db);
}

/** Marks article `id`'s entry as behind its row (SQLite: lib/articles/search/index-queue.ts). */
export async function markSearchPending(db: Executor, id: number): Promise<void> {
  await db
    .insertInto('search_pending')
    .values({ article_id: id })
    .onConflict((oc) => oc.column('article_id').doNothing())
    .execute();
}

/** Up to `limit` articles whose entries are behind, the oldest marks first. */
export async function pendingSearchIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('search_pending')
    .select('article_id')
    .orderBy('article_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.article_id);
}

export async function clearSearchPending(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('search_pending').where('article_id', '=', id).execute();
}

export async function deleteSearchEntry(db: Executor, id: number): Promise<void> {
  const column = isPostgres(db) ? sql.ref('article_id') : sql.ref('rowid');
  await sql`delete from article_search where ${column} = ${id}`.execute(db);
}

export async function clearSearchIndex(db: Executor): Promise<void> {
  await sql`delete from article_search`.execute(db);
}

export async function countSearchEntries(db: Executor): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from article_search
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export interface SearchHit {
  id: number;
  /** The article's plain text, for the excerpt. */
  text: string;
}

export interface IndexQuery {
  /** Only articles in this language; absent: both (the CRM's search). */
  language?: ArticleLanguage;
  /** Published articles only (the public search), or every status (staff). */
  published?: boolean;
  /** The stems every result contains (SQLite's index holds stems). */
  stems: string[];
  /** The same terms as typed (PostgreSQL stems them itself). */
  words: string[];
  /** Whether the last term matches as a prefix. */
  prefix: boolean;
  limit: number;
  offset: number;
}

/**
 * Articles that contain every term, best first (a match in the title above one in the hashtags
 * or author, above one in the text; then newest), and how many there are: published ones of one
 * language for the public search, any of either for staff. Terms must hold letters and digits
 * only (search/terms.ts): nothing in them is syntax.
 */
export async function searchIndex(
  db: Executor,
  { language, published = true, stems, words, prefix, limit, offset }: IndexQuery,
): Promise<{ hits: SearchHit[]; total: number }> {
  const last = (index: number, count: number) => prefix && index === count - 1;
  const filters = [
    ...(language ? [sql`a.language = ${language}`] : []),
    ...(published ? [sql`a.status = 'published'`] : []),
  ];
  const where = filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
  let rows: { id: number; total: number | string }[];
  if (isPostgres(db)) {
    // Each word by the configuration of each language asked for; a word still being typed is
    // also a prefix of a word as written ('simple'), as an unfinished word has no stem.
    const configs = language ? [CONFIG[language]] : Object.values(CONFIG);
    const terms = words.map((word, index) => {
      const typed = last(index, words.length);
      const pattern = typed ? `${word}:*` : word;
      const parts = [
        ...configs.map((config) => sql`to_tsquery(${config}::regconfig, ${pattern})`),
        ...(typed ? [sql`to_tsquery('simple', ${pattern})`] : []),
      ];
      return sql`(${sql.join(parts, sql` || `)})`;
    });
    // Ranked by the small vector of title and hashtags and author: a match there comes first
    // (the title's above the others'), a match in the text alone after, newest first. The
    // matches come from the GIN index alone (a materialized step the planner cannot fold into a
    // scan of the table): testing every article's whole vector cost 75 ms a query at 10,000
    // articles, the index 3 ms.
    const query = sql`(${sql.join(terms, sql` && `)})`;
    const ranked = (executor: Executor) =>
      sql<{ id: number; total: string }>`
        with m as materialized (select article_id from article_search where document @@ ${query})
        select a.id, count(*) over () as total
        from m
        join article_search s on s.article_id = m.article_id
        join articles a on a.id = m.article_id
        where true ${where}
        order by ts_rank(s.head, ${query}) desc, a.published_at desc, a.id desc
        limit ${limit} offset ${offset}
      `.execute(executor);
    // Once the table's statistics say a common word is in half the articles, the planner
    // prefers reading the table, each article's whole vector (measured: a median of 89 ms
    // instead of 15 at 10,000 articles): within its own transaction, the search tells it not to.
    ({ rows } = db.isTransaction
      ? await ranked(db)
      : await (db as Store).transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return ranked(trx);
        }));
  } else {
    // A word still being typed is a prefix of a stem or of a word as written (both indexed).
    const match = stems
      .map((term, index) =>
        last(index, stems.length) ? `("${term}"* OR "${words[index]}"*)` : `"${term}"`,
      )
      .join(' AND ');
    ({ rows } = await sql<{ id: number; total: number }>`
      select a.id, count(*) over () as total
      from (
        select rowid, bm25(article_search, 10.0, 4.0, 1.0) as rank
        from article_search where article_search match ${`{title meta body}: ${match}`}
      ) m
      join articles a on a.id = m.rowid
      where true ${where}
      order by m.rank, a.published_at desc, a.id desc
      limit ${limit} offset ${offset}
    `.execute(db));
  }
  // The texts of this page's articles only: reading every match's text costs more than ranking.
  const ids = rows.map((row) => Number(row.id));
  const texts = new Map<number, string>();
  if (ids.length > 0) {
    const key = isPostgres(db) ? sql.ref('article_id') : sql.ref('rowid');
    const { rows: found } = await sql<{ id: number; text: string }>`
      select ${key} as id, text from article_search where ${key} in (${sql.join(ids)})
    `.execute(db);
    for (const row of found) texts.set(Number(row.id), row.text);
  }
  return {
    hits: ids.map((id) => ({ id, text: texts.get(id) ?? '' })),
    total: Number(rows[0]?.total ?? 0),
  };
}

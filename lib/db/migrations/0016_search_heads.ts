import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * PostgreSQL's search index ranks by a small vector of an article's title (A) and hashtags and
 * author (B) alone: ranking by the whole document read every matching article's text (about
 * 100 ms a query at 10,000 articles). The index is emptied, so that start-up fills it again
 * (lib/articles/search/indexing.ts, ensureSearchIndex). SQLite's FTS5 ranks as before.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`delete from article_search`.execute(db);
    await sql`alter table article_search add column head tsvector not null default ''::tsvector`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`alter table article_search drop column head`.execute(db);
  },
};

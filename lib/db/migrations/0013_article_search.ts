import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The newsroom's search index (lib/articles/search-store.ts), empty: the server fills it at
 * start-up from every article (lib/articles/search/indexing.ts, ensureSearchIndex), since what
 * goes in it is the articles' business, not the schema's.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await sql`create table article_search (
        article_id integer primary key references articles (id) on delete cascade,
        document tsvector not null,
        text text not null
      )`.execute(db);
      await sql`create index article_search_document on article_search using gin (document)`.execute(
        db,
      );
    } else {
      await sql`create virtual table article_search using fts5(
        title, meta, body, text unindexed,
        tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3'
      )`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table article_search`.execute(db);
  },
};

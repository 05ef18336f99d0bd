import { type Kysely, type Migration } from 'kysely';

/**
 * Articles whose search entry is behind their row (SQLite): a write marks its article here in
 * its own transaction, and the search index's thread brings the entry up to date and clears
 * the mark (lib/articles/search/index-queue.ts). A mark left by a stop is taken at the next
 * start. PostgreSQL indexes within the write, in the database's own process, and leaves none.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('search_pending')
      .addColumn('article_id', 'integer', (col) => col.primaryKey())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('search_pending').execute();
  },
};

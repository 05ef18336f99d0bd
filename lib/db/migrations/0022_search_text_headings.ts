import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A result's excerpt is cut from the plain text the index keeps, which now closes each heading
 * with a full stop («Results. We measured», not «Results We measured»). The index is emptied so
 * that start-up fills it again from every article (lib/articles/search/indexing.ts,
 * ensureSearchIndex), as after migrations 0013 and 0016.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`delete from article_search`.execute(db);
  },
  async down() {
    // The texts written since read the same either way: nothing to undo.
  },
};

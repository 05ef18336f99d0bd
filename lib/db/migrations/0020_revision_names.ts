import type { Kysely, Migration } from 'kysely';

/**
 * A revision's name, given by staff ('' for none): a named version is kept for good when the
 * history is thinned (lib/articles/revision-thinning.ts).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('article_revisions')
      .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('article_revisions').dropColumn('name').execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * An article's own meta description and social title (both optional: '' means the page makes a
 * description from the text and shares the title). Revisions keep them so a restore brings
 * them back.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['articles', 'article_revisions']) {
      await db.schema
        .alterTable(table)
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('social_title', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['articles', 'article_revisions']) {
      await db.schema.alterTable(table).dropColumn('social_title').execute();
      await db.schema.alterTable(table).dropColumn('description').execute();
    }
  },
};

import { type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { time } = types(db);
    // What staff had in the form when they asked for a preview; kept for a day.
    await db.schema
      .createTable('article_previews')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('staff_id', 'integer', (col) => col.notNull())
      .addColumn('article_id', 'integer')
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('article_previews_created')
      .on('article_previews')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('article_previews').execute();
  },
};

import { type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { time } = types(db);
    // Content the site fills an empty store with once (the landing page's portfolio and
    // reviews): marked as done, so that cards staff delete on purpose never come back.
    await db.schema
      .createTable('seed_marks')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('created_at', time, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('seed_marks').execute();
  },
};

import { type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { time } = types(db);
    // A draft saves itself every few seconds: one revision per run of automatic saves.
    await db.schema.alterTable('article_revisions').addColumn('autosave_since', time).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('article_revisions').dropColumn('autosave_since').execute();
  },
};

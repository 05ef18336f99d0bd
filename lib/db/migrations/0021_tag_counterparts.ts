import type { Kysely, Migration } from 'kysely';
import { types } from './types';

/**
 * A hashtag's counterpart in the other language (#branding ↔ #брендинг), mapped by staff: the
 * language switch on a tag page leads to it. Each tag has at most one counterpart either way.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { time } = types(db);
    await db.schema
      .createTable('tag_counterparts')
      .addColumn('en', 'text', (col) => col.primaryKey())
      .addColumn('ru', 'text', (col) => col.notNull().unique())
      .addColumn('updated_at', time, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tag_counterparts').execute();
  },
};

import { type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { time } = types(db);
    // Every earlier slug of an article, so that its old addresses keep working (308).
    await db.schema
      .createTable('article_redirects')
      .addColumn('slug', 'text', (col) => col.primaryKey())
      .addColumn('article_id', 'integer', (col) =>
        col.notNull().references('articles.id').onDelete('cascade'),
      )
      .addColumn('created_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('article_redirects_article')
      .on('article_redirects')
      .column('article_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('article_redirects').execute();
  },
};

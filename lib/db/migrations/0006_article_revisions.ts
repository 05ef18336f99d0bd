import { sql, type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { pg, time } = types(db);
    // Every save of an article, as it was saved, and by whom: nothing staff saved is lost.
    await db.schema
      .createTable('article_revisions')
      .addColumn('id', pg ? 'serial' : 'integer', (col) =>
        pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn('article_id', 'integer', (col) =>
        col.notNull().references('articles.id').onDelete('cascade'),
      )
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('event', 'text', (col) => col.notNull())
      .addColumn('restored_from', 'integer')
      // Who saved it, as they were then (an account may be renamed or removed later).
      .addColumn('staff_id', 'integer')
      .addColumn('staff_email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('author_name', 'text', (col) => col.notNull())
      .addColumn('hashtags', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('banner_hash', 'text')
      .addColumn('banner_meta_title', 'text', (col) => col.notNull())
      .addColumn('banner_meta_alt', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('published_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('article_revisions_article')
      .on('article_revisions')
      .columns(['article_id', 'id'])
      .execute();
    // The articles saved before history was kept start it with what they are now.
    await sql`insert into article_revisions (article_id, created_at, event, staff_email, slug,
        title, author_name, hashtags, content, banner_hash, banner_meta_title, banner_meta_alt,
        status, published_at)
      select id, updated_at, 'initial', '', slug, title, author_name, hashtags, content,
        banner_hash, banner_meta_title, banner_meta_alt, status, published_at
      from articles`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('article_revisions').execute();
  },
};

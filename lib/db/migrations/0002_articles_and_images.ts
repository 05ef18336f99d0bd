import { type Kysely, type Migration } from 'kysely';
import { types } from './types';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const { pg, time } = types(db);
    await db.schema
      .createTable('images')
      .addColumn('hash', 'text', (col) => col.primaryKey())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('ext', 'text', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('byte_size', 'integer', (col) => col.notNull())
      .addColumn('bytes', pg ? 'bytea' : 'blob', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('articles')
      .addColumn('id', pg ? 'serial' : 'integer', (col) =>
        pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('author_name', 'text', (col) => col.notNull())
      .addColumn('hashtags', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('banner_hash', 'text', (col) => col.references('images.hash'))
      .addColumn('banner_meta_title', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('banner_meta_alt', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('published_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('articles_published')
      .on('articles')
      .columns(['published_at', 'id'])
      .execute();
    await db.schema
      .createTable('article_tags')
      .addColumn('article_id', 'integer', (col) =>
        col.notNull().references('articles.id').onDelete('cascade'),
      )
      .addColumn('tag', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag'])
      .execute();
    await db.schema.createIndex('article_tags_tag').on('article_tags').column('tag').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('article_tags').execute();
    await db.schema.dropTable('articles').execute();
    await db.schema.dropTable('images').execute();
  },
};

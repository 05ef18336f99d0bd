import { type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Every article there is was published: that was the only way there was.
    await db.schema
      .alterTable('articles')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
      .execute();
    await db.schema
      .createIndex('articles_status_published')
      .on('articles')
      .columns(['status', 'published_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('articles_status_published').execute();
    await db.schema.alterTable('articles').dropColumn('status').execute();
  },
};

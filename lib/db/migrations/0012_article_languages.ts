import { sql, type Kysely, type Migration } from 'kysely';
import { detectArticleLanguage } from '../language';

const BATCH = 200;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('articles')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();
    // Translations of each other share a group (the id of its first article); the unique index
    // is what keeps a group to one article per language when two staff link at once.
    await db.schema.alterTable('articles').addColumn('translation_group', 'integer').execute();
    await db.schema.alterTable('articles').addColumn('source_revision_id', 'integer').execute();
    await db.schema
      .createIndex('articles_translation_language')
      .on('articles')
      .columns(['translation_group', 'language'])
      .unique()
      .execute();
    await db.schema
      .createIndex('articles_language_status_published')
      .on('articles')
      .columns(['language', 'status', 'published_at', 'id'])
      .execute();
    await db.schema
      .alterTable('article_revisions')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();

    // The articles written so far are in the language most of their letters are in.
    for (let after = 0; ;) {
      const { rows } = await sql<{ id: number; title: string; content: string }>`
        select id, title, content from articles where id > ${after} order by id limit ${BATCH}
      `.execute(db);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (detectArticleLanguage(row.title, row.content) === 'ru') {
          await sql`update articles set language = 'ru' where id = ${row.id}`.execute(db);
        }
      }
      after = rows.at(-1)!.id;
    }
    await sql`update article_revisions set language = coalesce(
        (select language from articles where articles.id = article_revisions.article_id), 'en')`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('article_revisions').dropColumn('language').execute();
    await db.schema.dropIndex('articles_language_status_published').execute();
    await db.schema.dropIndex('articles_translation_language').execute();
    await db.schema.alterTable('articles').dropColumn('source_revision_id').execute();
    await db.schema.alterTable('articles').dropColumn('translation_group').execute();
    await db.schema.alterTable('articles').dropColumn('language').execute();
  },
};

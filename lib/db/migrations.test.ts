/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { migrateToLatest, openPostgres, openSqlite, type Store } from './database';
import { isUniqueViolation } from './dialect';
import { migrations } from './migrations';
import { getContactMessage, saveContactMessage } from '@/lib/contact/store';
import { createTestSchema, createTestStore, testDialects, type TestDialect } from '@/test/store';

async function tableNames(db: Store, postgres: boolean): Promise<string[]> {
  const { rows } = postgres
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
        db,
      )
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows.map((r) => r.name);
}

/** A store of `dialect` migrated up to `name`, its migrator (to go on) and a view without types. */
async function storeAt(dialect: TestDialect, name: string) {
  const target =
    dialect === 'postgres' ? await createTestSchema(process.env.TEST_DATABASE_URL!) : undefined;
  const db = target ? openPostgres(target.url, { max: 2 }) : openSqlite(':memory:');
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: target?.schema,
  });
  expect((await migrator.migrateTo(name)).error).toBeUndefined();
  return { db, migrator, old: db as unknown as Kysely<Record<string, Record<string, unknown>>> };
}

/** An article row as the articles table held it before the language migration (0012). */
function oldArticle(slug: string, title: string, content: string) {
  return {
    slug,
    title,
    author_name: 'A',
    hashtags: '',
    content,
    banner_hash: null,
    banner_meta_title: '',
    banner_meta_alt: '',
    published_at: '2026-01-01T00:00:00.000Z',
    status: 'published',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe.each(testDialects())('store migrations (%s)', (dialect) => {
  it('applies every migration to an empty database, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
    const target =
      dialect === 'postgres' ? await createTestSchema(process.env.TEST_DATABASE_URL!) : undefined;
    const db = target ? openPostgres(target.url) : openSqlite(path.join(dir, 'site.db'));
    try {
      const first = await migrateToLatest(db, { schema: target?.schema });
      expect(first.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
      const second = await migrateToLatest(db, { schema: target?.schema });
      expect(second.results).toEqual([]);
      expect(await tableNames(db, dialect === 'postgres')).toEqual(
        expect.arrayContaining([
          'contact_messages',
          'images',
          'articles',
          'article_tags',
          'staff_users',
          'staff_sessions',
        ]),
      );
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives each test its own empty database', async () => {
    const a = await createTestStore(dialect);
    const b = await createTestStore(dialect);
    try {
      const id = await saveContactMessage(a, {
        name: 'A',
        email: 'a@b.co',
        message: 'm',
        locale: 'en',
      });
      expect(await getContactMessage(a, id)).toMatchObject({
        name: 'A',
        status: 'pending',
        attempts: 0,
      });
      expect(await getContactMessage(b, id)).toBeUndefined();
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });

  it('reads timestamps back as the ISO strings it was given', async () => {
    const db = await createTestStore(dialect);
    try {
      const id = await saveContactMessage(
        db,
        { name: 'A', email: 'a@b.co', message: 'm', locale: 'en' },
        new Date('2026-03-01T09:30:00.125Z'),
      );
      expect(await getContactMessage(db, id)).toMatchObject({
        created_at: '2026-03-01T09:30:00.125Z',
        next_attempt_at: '2026-03-01T09:30:00.125Z',
        delivered_at: null,
      });
    } finally {
      await db.destroy();
    }
  });
});

describe.each(testDialects())('the reading time migration (%s)', (dialect) => {
  it('counts the words of the articles already written', async () => {
    const { db, migrator, old } = await storeAt(dialect, '0012_article_languages');
    try {
      const article = (slug: string, content: string) => oldArticle(slug, slug, content);
      await old
        .insertInto('articles')
        .values([
          article('english', '<h2>How we ship</h2><p>Every Friday,&nbsp;with tests.</p>'),
          article('russian', '<p>Каждую пятницу — из-за тестов.</p>'),
          article('empty', '<p><img src="/api/images/a.webp" alt="A banner"></p>'),
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const rows = await db.selectFrom('articles').select(['slug', 'word_count']).execute();
      expect(Object.fromEntries(rows.map((r) => [r.slug, r.word_count]))).toEqual({
        english: 7,
        russian: 4,
        empty: 0,
      });
    } finally {
      await db.destroy();
    }
  });
});

describe.each(testDialects())('the article languages migration (%s)', (dialect) => {
  it('gives the articles already written the language of their text, and their revisions too', async () => {
    const { db, migrator, old } = await storeAt(dialect, '0011_revision_autosaves');
    try {
      const article = oldArticle;
      await old
        .insertInto('articles')
        .values([
          article('english', 'How we ship', '<p>Every Friday, with tests.</p>'),
          article('russian', 'Как мы выпускаем', '<p>Каждую пятницу, с тестами и Next.js.</p>'),
          article('mixed', 'React и Next.js', '<p>Мы пишем интерфейсы на React</p>'),
          article('markup', 'Ок', '<p class="lead-paragraph-text-with-long-class">да</p>'),
        ])
        .execute();
      const ids = Object.fromEntries(
        (await old.selectFrom('articles').select(['id', 'slug']).execute()).map((r) => [
          r.slug,
          r.id,
        ]),
      );
      await old
        .insertInto('article_revisions')
        .values(
          Object.values(ids).map((id) => ({
            ...article('r', 'r', ''),
            article_id: id,
            created_at: '2026-01-01T00:00:00.000Z',
            event: 'initial',
            staff_email: '',
            updated_at: undefined,
          })),
        )
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const languages = Object.fromEntries(
        (
          await db
            .selectFrom('articles')
            .select(['slug', 'language', 'translation_group'])
            .execute()
        ).map((r) => [r.slug, [r.language, r.translation_group]]),
      );
      expect(languages).toEqual({
        english: ['en', null],
        russian: ['ru', null],
        mixed: ['ru', null],
        markup: ['ru', null],
      });
      const revisions = await db
        .selectFrom('article_revisions')
        .innerJoin('articles', 'articles.id', 'article_revisions.article_id')
        .select(['articles.slug', 'article_revisions.language'])
        .execute();
      expect(Object.fromEntries(revisions.map((r) => [r.slug, r.language]))).toEqual({
        english: 'en',
        russian: 'ru',
        mixed: 'ru',
        markup: 'ru',
      });
    } finally {
      await db.destroy();
    }
  });

  it('keeps a translation group to one article per language', async () => {
    const db = await createTestStore(dialect);
    try {
      const row = (slug: string, language: 'en' | 'ru') => ({
        slug,
        title: slug,
        author_name: 'A',
        hashtags: '',
        content: '',
        banner_hash: null,
        banner_meta_title: '',
        banner_meta_alt: '',
        published_at: '2026-01-01T00:00:00.000Z',
        status: 'draft' as const,
        updated_at: '2026-01-01T00:00:00.000Z',
        language,
        translation_group: 1,
        source_revision_id: null,
        word_count: 0,
      });
      await db
        .insertInto('articles')
        .values([row('a', 'en'), row('b', 'ru')])
        .execute();
      const refused = await db
        .insertInto('articles')
        .values(row('c', 'ru'))
        .execute()
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isUniqueViolation(refused)).toBe(true);
      // Articles in no group are not limited.
      await db
        .insertInto('articles')
        .values([
          { ...row('d', 'ru'), translation_group: null },
          { ...row('e', 'ru'), translation_group: null },
        ])
        .execute();
    } finally {
      await db.destroy();
    }
  });
});

describe.each(testDialects())('the article descriptions migration (%s)', (dialect) => {
  it('gives the articles already written, and their revisions, no description of their own', async () => {
    const { db, migrator, old } = await storeAt(dialect, '0014_article_reading_time');
    try {
      const { id } = await old
        .insertInto('articles')
        .values({
          slug: 'old',
          title: 'Old',
          author_name: 'A',
          hashtags: '',
          content: '<p>Old text.</p>',
          banner_hash: null,
          banner_meta_title: '',
          banner_meta_alt: '',
          published_at: '2026-01-01T00:00:00.000Z',
          status: 'published',
          updated_at: '2026-01-01T00:00:00.000Z',
          language: 'en',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await old
        .insertInto('article_revisions')
        .values({
          article_id: id,
          created_at: '2026-01-01T00:00:00.000Z',
          event: 'initial',
          staff_email: '',
          slug: 'old',
          title: 'Old',
          author_name: 'A',
          hashtags: '',
          content: '<p>Old text.</p>',
          banner_hash: null,
          banner_meta_title: '',
          banner_meta_alt: '',
          status: 'published',
          published_at: '2026-01-01T00:00:00.000Z',
          language: 'en',
        })
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      expect(
        await db.selectFrom('articles').select(['slug', 'description', 'social_title']).execute(),
      ).toEqual([{ slug: 'old', description: '', social_title: '' }]);
      expect(
        await db
          .selectFrom('article_revisions')
          .select(['title', 'description', 'social_title'])
          .execute(),
      ).toEqual([{ title: 'Old', description: '', social_title: '' }]);
    } finally {
      await db.destroy();
    }
  });
});

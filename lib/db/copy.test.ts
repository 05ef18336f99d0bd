/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { getArticleBySlug } from '@/lib/articles/reads';
import { createArticle } from '@/lib/articles/writes';
import { verifyPassword } from '@/lib/auth/password';
import { getImage } from '@/lib/articles/store';
import { getContactMessage, saveContactMessage } from '@/lib/contact/store';
import { copyStore } from './copy';
import { COPY_ORDER, type TableName } from './copy-plan';
import { verifyCopy } from './copy-verify';
import { migrateToLatest, openSqlite, type Store } from './database';
import { createStaff, findStaffByEmail } from '@/lib/auth/accounts-store';
import { createSession, findSessionAccount } from '@/lib/auth/sessions-store';
import { createTestStore, testDialects, type TestDialect } from '@/test/store';
import { EARLIER_SLUG, fillTestSite, TEST_PASSWORD, type TestSite } from '@/test/site';

async function counts(db: Store): Promise<Record<TableName, number>> {
  const result = {} as Record<TableName, number>;
  for (const { name } of COPY_ORDER) {
    const row = await db
      .selectFrom(name)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[name] = Number(row.n);
  }
  return result;
}

function openTarget(dialect: TestDialect, dir: string): Promise<Store> {
  return createTestStore(dialect, { sqliteFile: path.join(dir, 'target.db') });
}

const bannerHash = (site: TestSite, index: number) =>
  site.articles[index]!.banner.path.slice('images/'.length, -'.webp'.length);

function copySuite(dialect: TestDialect) {
  let dir: string;
  let source: Store;
  let target: Store;
  let site: TestSite;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-copy-'));
    source = openSqlite(path.join(dir, 'site.db'));
    await migrateToLatest(source);
    site = await fillTestSite(source);
    target = await openTarget(dialect, dir);
  });
  afterEach(async () => {
    await source.destroy();
    await target.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row with its id, and the site works on the copy', async () => {
    // Pages of two rows: every table spans several pages.
    const report = await copyStore(source, target, { batchSize: 2 });

    const expected = await counts(source);
    expect(expected).toEqual({
      images: 2,
      articles: 4,
      article_tags: 5,
      article_redirects: 1,
      tag_counterparts: 1,
      // One per article: each was saved once.
      article_revisions: 4,
      article_previews: 1,
      staff_users: 3,
      staff_sessions: 3,
      // The invited account's one-time link.
      staff_invites: 1,
      // One per article written.
      audit_log: 4,
      contact_messages: 3,
      projects: 2,
      reviews: 1,
      // The landing page was seeded: a copy is not seeded again over what staff left.
      seed_marks: 1,
      // Page views of a day, its figures (by hour too), what its visitor added to them, its
      // salt and its roll-up's mark.
      analytics_events: 3,
      analytics_pages_daily: 1,
      analytics_visits_daily: 1,
      analytics_hours_daily: 1,
      analytics_visitor_days: 1,
      analytics_salts: 1,
      analytics_rollups: 1,
    });
    expect(await counts(target)).toEqual(expected);
    expect(report.tables).toEqual(
      COPY_ORDER.map(({ name }) => ({ table: name, rows: expected[name] })),
    );
    expect(await verifyCopy(source, target)).toEqual([]);
    const languages = (db: Store) =>
      db
        .selectFrom('articles')
        .select(['id', 'language', 'translation_group', 'source_revision_id'])
        .orderBy('id')
        .execute();
    expect(await languages(target)).toEqual(await languages(source));
    expect((await languages(target)).map((row) => row.language)).toEqual(['ru', 'en', 'en', 'en']);
    // The first two are translations of each other; the Russian one of the English one's first
    // revision.
    expect((await languages(target)).slice(0, 2)).toEqual([
      {
        id: site.articles[0]!.id,
        language: 'ru',
        translation_group: site.articles[1]!.id,
        source_revision_id: expect.any(Number),
      },
      {
        id: site.articles[1]!.id,
        language: 'en',
        translation_group: site.articles[1]!.id,
        source_revision_id: null,
      },
    ]);
    expect(site.articles[0]!.translations).toEqual([
      {
        id: site.articles[1]!.id,
        slug: site.articles[1]!.slug,
        language: 'en',
        status: 'published',
      },
    ]);

    expect(await getArticleBySlug(target, EARLIER_SLUG)).toEqual(site.articles[0]);
    for (const article of site.articles) {
      expect(await getArticleBySlug(target, article.slug)).toEqual(article);
      expect(await getArticleBySlug(target, article.slug)).toEqual(
        await getArticleBySlug(source, article.slug),
      );
    }
    for (const hash of [bannerHash(site, 0), bannerHash(site, 2)]) {
      const copied = await getImage(target, hash);
      expect(copied?.bytes.equals((await getImage(source, hash))!.bytes)).toBe(true);
      expect(copied).toEqual(await getImage(source, hash));
    }
  });

  it('keeps staff sign-ins, sessions and the delivery state of messages', async () => {
    await copyStore(source, target);

    for (const account of site.staff) {
      expect(await findSessionAccount(target, site.tokens[account.email]!)).toMatchObject(account);
      expect(await findStaffByEmail(target, account.email)).toEqual(
        await findStaffByEmail(source, account.email),
      );
    }
    expect(await findSessionAccount(target, site.expiredToken)).toBeUndefined();
    const editor = await findStaffByEmail(target, 'editor@lumen.agency');
    await expect(verifyPassword(TEST_PASSWORD, editor!.password_hash)).resolves.toBe(true);

    for (const id of Object.values(site.messages)) {
      expect(await getContactMessage(target, id)).toEqual(await getContactMessage(source, id));
    }
    expect(await getContactMessage(target, site.messages.delivered)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      delivered_at: expect.any(String),
    });
    expect(await getContactMessage(target, site.messages.failed)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'connect ECONNREFUSED',
    });
    expect(await getContactMessage(target, site.messages.pending)).toMatchObject({
      status: 'pending',
      attempts: 0,
      locale: 'ru',
    });
  });

  it('lets new articles, accounts and messages continue after the copied ids', async () => {
    await copyStore(source, target);
    const maxArticle = Math.max(...site.articles.map((a) => a.id));

    const article = await createArticle(target, {
      title: 'After the move',
      author_name: 'Maria Sokolova',
      hashtags: '#news',
      content: '<p>New</p>',
      banner_meta_title: '',
      banner_meta_alt: '',
    });
    expect(article.id).toBeGreaterThan(maxArticle);
    const account = await createStaff(target, 'new@lumen.agency', 'hash');
    expect(account.id).toBeGreaterThan(Math.max(...site.staff.map((s) => s.id)));
    const { token } = await createSession(target, account.id, 60_000);
    expect(await findSessionAccount(target, token)).toMatchObject(account);
    const message = await saveContactMessage(target, {
      name: 'Carol',
      email: 'carol@example.com',
      message: 'Hi',
      locale: 'en',
    });
    expect(message).toBeGreaterThan(Math.max(...Object.values(site.messages)));
  });

  it('refuses a target that holds data, and copies over it with replace', async () => {
    await copyStore(source, target);
    await createArticle(target, {
      title: 'Only on the target',
      author_name: 'Someone',
      hashtags: '#extra',
      content: '<p>x</p>',
      banner_meta_title: '',
      banner_meta_alt: '',
    });
    const before = await counts(target);

    await expect(copyStore(source, target)).rejects.toMatchObject({
      name: 'TargetNotEmpty',
      message: expect.stringContaining('--replace'),
    });
    expect(await counts(target)).toEqual(before);

    await copyStore(source, target, { replace: true });
    expect(await counts(target)).toEqual(await counts(source));
    expect(await getArticleBySlug(target, 'only-on-the-target')).toBeUndefined();
    expect(await verifyCopy(source, target)).toEqual([]);
  });

  it('leaves the target as it was when a row cannot be copied', async () => {
    // A tag whose article is gone, as an old file written without foreign keys might hold.
    await sql`pragma foreign_keys = off`.execute(source);
    await source.insertInto('article_tags').values({ article_id: 999, tag: 'orphan' }).execute();

    // Refused by the target's foreign key (SQLite's or PostgreSQL's code). Matched on the code:
    // better-sqlite3's errors are not always instances of this test's Error class.
    await expect(copyStore(source, target)).rejects.toMatchObject({
      code: expect.stringMatching(/^(SQLITE_CONSTRAINT_FOREIGNKEY|23503)$/),
    });
    expect(Object.values(await counts(target)).every((n) => n === 0)).toBe(true);
  });

  it('names what differs between a source and a damaged copy', async () => {
    await copyStore(source, target);
    const hash = bannerHash(site, 2);
    await target
      .updateTable('images')
      .set({ bytes: Buffer.from('tampered') })
      .where('hash', '=', hash)
      .execute();
    await target
      .updateTable('articles')
      .set({ title: 'Changed' })
      .where('id', '=', site.articles[0]!.id)
      .execute();
    await target.deleteFrom('contact_messages').where('id', '=', site.messages.pending).execute();

    const problems = await verifyCopy(source, target);
    expect(problems).toEqual([
      'images: the same number of rows, but their contents differ',
      'articles: the same number of rows, but their contents differ',
      'contact_messages: 3 rows in the source, 2 in the target',
      `image ${hash}: the target's bytes do not match its hash`,
    ]);
  });

  it('refuses a source that is not on the current schema', async () => {
    const old = openSqlite(':memory:');
    try {
      await expect(copyStore(old, target)).rejects.toThrow(/source lacks migrations 0001/);
    } finally {
      await old.destroy();
    }
  });
}

describe('copying a site into SQLite', () => copySuite('sqlite'));

const describePostgres = testDialects().includes('postgres') ? describe : describe.skip;
describePostgres('copying a site into PostgreSQL', () => copySuite('postgres'));

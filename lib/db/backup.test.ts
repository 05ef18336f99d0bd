/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { getArticleBySlug } from '@/lib/articles/reads';
import { createArticle } from '@/lib/articles/writes';
import { backupSqlite, checkSqliteBackup, openSqliteSnapshot } from './backup';
import { saveContactMessage } from '@/lib/contact/store';
import { migrateToLatest, openSqlite, type Store } from './database';
import { fillTestSite } from '@/test/site';

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function countMessages(db: Store): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Enough articles that the file spans many pages of SQLite's backup. */
async function addManyArticles(db: Store, count: number) {
  for (let i = 0; i < count; i++) {
    await createArticle(db, {
      title: `Article ${i}`,
      author_name: 'Maria Sokolova',
      hashtags: '#bulk',
      content: `<p>${'Lorem ipsum dolor sit amet. '.repeat(80)}</p>`,
      banner_meta_title: '',
      banner_meta_alt: '',
    });
  }
}

describe('SQLite backups', () => {
  let dir: string;
  let file: string;
  let site: Store;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-'));
    file = path.join(dir, 'site.db');
    site = openSqlite(file);
    await migrateToLatest(site);
    await fillTestSite(site);
  });
  afterEach(async () => {
    await site.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes a sound, consistent backup while another connection keeps writing', async () => {
    await addManyArticles(site, 300);
    const writer = openSqlite(file);
    const before = await countMessages(site);
    let writing = true;
    const writes = (async () => {
      while (writing) {
        await saveContactMessage(writer, {
          name: 'W',
          email: 'w@example.com',
          message: 'm',
          locale: 'en',
        });
        await tick();
      }
    })();
    try {
      await tick();
      const out = path.join(dir, 'backups', 'site.db');
      await backupSqlite(file, out);
      writing = false;
      await writes;
      const after = await countMessages(site);

      const check = checkSqliteBackup(out);
      expect(check.integrity).toEqual(['ok']);
      expect(check.articles).toBe(304);
      expect(check.bytes).toBe(fs.statSync(out).size);
      expect(fs.existsSync(`${out}-wal`)).toBe(false);

      const copy = openSqlite(out);
      try {
        const messages = await countMessages(copy);
        expect(messages).toBeGreaterThanOrEqual(before);
        expect(messages).toBeLessThanOrEqual(after);
        expect(await getArticleBySlug(copy, 'article-299')).toEqual(
          await getArticleBySlug(site, 'article-299'),
        );
      } finally {
        await copy.destroy();
      }
    } finally {
      writing = false;
      await writes;
      await writer.destroy();
    }
  }, 30_000);

  it('never overwrites an earlier backup, and says when there is no database', async () => {
    const out = path.join(dir, 'site-backup.db');
    await backupSqlite(file, out);
    await expect(backupSqlite(file, out)).rejects.toThrow(/already exists/);
    await expect(
      backupSqlite(path.join(dir, 'missing.db'), path.join(dir, 'x.db')),
    ).rejects.toThrow(/There is no database at/);
    expect(fs.existsSync(path.join(dir, 'x.db'))).toBe(false);
  });

  it('reads the site as of one instant from a private snapshot, removed on close', async () => {
    const snapshot = await openSqliteSnapshot(file);
    const snapshotDir = path.dirname(await snapshotFile(snapshot.db));
    try {
      await createArticle(site, {
        title: 'Written later',
        author_name: 'Ivan Petrov',
        hashtags: '',
        content: '<p>later</p>',
        banner_meta_title: '',
        banner_meta_alt: '',
      });
      expect(await getArticleBySlug(site, 'written-later')).toBeDefined();
      expect(await getArticleBySlug(snapshot.db, 'written-later')).toBeUndefined();
      expect(await getArticleBySlug(snapshot.db, 'novyj-sajt')).toBeDefined();
    } finally {
      await snapshot.close();
    }
    expect(fs.existsSync(snapshotDir)).toBe(false);
  });
});

/** The file behind a SQLite store. */
async function snapshotFile(db: Store): Promise<string> {
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  return rows[0]!.file;
}

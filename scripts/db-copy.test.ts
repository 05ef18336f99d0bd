/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '@/test/cli';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { getArticleBySlug } from '@/lib/articles/reads';
import { migrateToLatest, openPostgres, openSqlite } from '@/lib/db/database';
import { testDialects } from '@/test/store';
import { fillTestSite, type TestSite } from '@/test/site';
import { main } from './db-copy';

/** Runs a statement on the test server's maintenance database (create/drop database). */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const describePostgres = testDialects().includes('postgres') ? describe : describe.skip;

describePostgres('npm run db:copy', () => {
  let dir: string;
  let database: string;
  let url: string;
  let site: TestSite;
  const copy = (...args: string[]) => runScript(main, args, { DATABASE_URL: '', DATA_DIR: dir });

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-copy-cli-'));
    const db = openSqlite(path.join(dir, 'site.db'));
    await migrateToLatest(db);
    site = await fillTestSite(db);
    await db.destroy();
    // A database of its own: the script migrates it as the site would, in its public schema.
    database = `copy_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${database}`);
    const target = new URL(process.env.TEST_DATABASE_URL!);
    target.pathname = `/${database}`;
    url = target.toString();
  });
  afterEach(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await admin(`drop database if exists ${database} with (force)`);
  });

  it('copies DATA_DIR/site.db into PostgreSQL, verified, and refuses to copy twice', async () => {
    const { stdout } = await copy('--to', url);
    expect(stdout).toContain(`Copying ${path.join(dir, 'site.db')}`);
    expect(stdout).toMatch(/images\s+2\n/);
    expect(stdout).toMatch(/articles\s+4\n/);
    expect(stdout).toMatch(/contact_messages\s+3\n/);
    expect(stdout.trim().endsWith('verified')).toBe(true);

    const target = openPostgres(url, { max: 2 });
    try {
      expect(await getArticleBySlug(target, site.articles[0]!.slug)).toEqual(site.articles[0]);
    } finally {
      await target.destroy();
    }

    await expect(copy('--to', url)).resolves.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('add --replace'),
    });
    expect((await copy('--to', url, '--replace')).stdout).toContain('verified');
  }, 60_000);

  it('refuses bad arguments with a usage line', async () => {
    await expect(copy()).resolves.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
    await expect(copy('--to', path.join(dir, 'other.db'))).resolves.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--to must be a postgres:// URL'),
    });
    await expect(copy('--from', path.join(dir, 'missing.db'), '--to', url)).resolves.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('There is no database at'),
    });
  }, 60_000);
});

/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '@/test/cli';
import { migrateToLatest, openSqlite } from '@/lib/db/database';
import { fillTestSite } from '@/test/site';
import { main } from './db-backup';

describe('npm run db:backup', () => {
  let dir: string;
  const backup = (args: string[] = [], env: Record<string, string> = {}) =>
    runScript(main, args, { DATABASE_URL: '', DATA_DIR: dir, ...env });

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-backup-cli-'));
    const db = openSqlite(path.join(dir, 'site.db'));
    await migrateToLatest(db);
    await fillTestSite(db);
    await db.destroy();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a checked backup into DATA_DIR/backups, or where --out says', async () => {
    const { stdout } = await backup();
    const file = /Backup: (.+)/.exec(stdout)?.[1];
    expect(path.dirname(file!)).toBe(path.join(dir, 'backups'));
    expect(path.basename(file!)).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.db$/);
    expect(stdout).toContain(`Size: `);
    expect(stdout).toContain(`(${fs.statSync(file!).size} bytes)`);
    expect(stdout).toContain('Articles: 4');
    expect(stdout).toContain('Integrity check: ok');

    const out = path.join(dir, 'elsewhere', 'copy.db');
    expect((await backup(['--out', out])).stdout).toContain(`Backup: ${out}`);
    await expect(backup(['--out', out])).resolves.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already exists'),
    });
  }, 30_000);

  it('points a PostgreSQL site at pg_dump', async () => {
    await expect(
      backup([], { DATABASE_URL: 'postgres://site@db.example.com:5432/site' }),
    ).resolves.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /pg_dump --format=custom --no-owner --file=\S+ "\$DATABASE_URL"/,
      ),
    });
  }, 30_000);
});

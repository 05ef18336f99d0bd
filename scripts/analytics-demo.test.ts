/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '@/test/cli';
import { openSqlite } from '@/lib/db/database';
import { main } from './analytics-demo';

describe('npm run analytics:demo', () => {
  let dir: string;
  const demo = (args: string[] = [], env: Record<string, string> = {}) =>
    runScript(main, args, { DATABASE_URL: '', DATA_DIR: dir, NEXT_PUBLIC_SITE_URL: '', ...env });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-demo-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fills a fresh store with 30 days of page views, rolled up into each day’s figures', async () => {
    const { code, stdout } = await demo();
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Added \d+ page views of \d+ visitors over 30 days \(\d+ articles\)/);
    const db = openSqlite(path.join(dir, 'site.db'));
    try {
      const days = await db
        .selectFrom('analytics_visits_daily')
        .select((eb) => [
          eb.fn.count<number>('day').distinct().as('days'),
          eb.fn.sum<number>('visitors').as('visitors'),
        ])
        .executeTakeFirstOrThrow();
      expect(Number(days.days)).toBe(30);
      expect(Number(days.visitors)).toBeGreaterThan(1000);
      const articles = await db
        .selectFrom('analytics_pages_daily')
        .select('page')
        .where('page', 'like', 'article:%')
        .distinct()
        .execute();
      // The sample newsroom's articles are read.
      expect(articles.length).toBeGreaterThan(1);
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it('refuses a public site unless told to, and bad options', async () => {
    const publicSite = { NODE_ENV: 'production', NEXT_PUBLIC_SITE_URL: 'https://lumen.example' };
    await expect(demo([], publicSite)).resolves.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--force'),
    });
    await expect(demo(['--days', '0'])).resolves.toMatchObject({ code: 2 });
    await expect(demo(['--nonsense'])).resolves.toMatchObject({ code: 2 });
  });
});

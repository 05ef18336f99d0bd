import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createDatabase } from './support/services';
import { signInCookie, startSite } from './support/site';

// Moving a running site from the embedded store to PostgreSQL: `npm run db:copy` while the
// SQLite site runs, then the same build on PostgreSQL shows the same newsroom, and the staff
// account and its session came along.

async function newsroom(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/newsroom`)).text();
  return [...html.matchAll(/data-article="([^"]+)"/g)].map((match) => match[1]!);
}

test('npm run db:copy moves a seeded SQLite site to PostgreSQL, and the site shows the same newsroom', async () => {
  test.setTimeout(180_000);
  const embedded = await startSite();
  const database = await createDatabase();
  try {
    const cookie = await signInCookie(embedded);
    const before = await newsroom(embedded.url);
    expect(before.length).toBeGreaterThan(0);
    const articles = (await (await fetch(`${embedded.url}/api/articles`)).json()) as {
      data: { slug: string }[];
    };

    // Copied while the embedded site keeps running.
    const output = execFileSync(
      'npm',
      [
        'run',
        '--silent',
        'db:copy',
        '--',
        '--from',
        path.join(embedded.dataDir, 'site.db'),
        '--to',
        database.url,
      ],
      { encoding: 'utf8' },
    );
    expect(output).toMatch(/verified/i);

    const onPostgres = await startSite({ DATABASE_URL: database.url, SEED_SAMPLE: '0' });
    try {
      expect(await newsroom(onPostgres.url)).toEqual(before);
      const copied = (await (await fetch(`${onPostgres.url}/api/articles`)).json()) as {
        data: { slug: string }[];
      };
      expect(copied).toEqual(articles);
      // The session opened on the embedded site is valid on PostgreSQL.
      const list = await fetch(`${onPostgres.url}/crm/articles`, {
        headers: { Cookie: cookie },
        redirect: 'manual',
      });
      expect(list.status).toBe(200);
      // Banners came along, byte for byte.
      const banner = (await (
        await fetch(`${onPostgres.url}/api/article/${articles.data[0]!.slug}`)
      ).json()) as { data: { banner: { path: string } } };
      const [a, b] = await Promise.all(
        [embedded.url, onPostgres.url].map(async (url) =>
          Buffer.from(await (await fetch(`${url}/api/${banner.data.banner.path}`)).arrayBuffer()),
        ),
      );
      expect(b!.equals(a!)).toBe(true);
    } finally {
      await onPostgres.stop();
    }
  } finally {
    await embedded.stop();
    await database.drop();
  }
});

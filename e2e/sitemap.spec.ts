import { expect, test } from '@playwright/test';
import { startFakeProvider } from './support/fake-provider';
import { startSite } from './support/site';

// Articles per sitemap file (lib/seo/sitemap.ts).
const PART_SIZE = 1000;
const COUNT = 2 * PART_SIZE + 5;

test.describe.configure({ timeout: 120_000 });

test('a newsroom larger than one sitemap file gets a sitemap index of bounded files', async () => {
  const provider = await startFakeProvider(
    Array.from({ length: COUNT }, (_, i) => ({
      id: COUNT - i,
      slug: `indexed-article-${COUNT - i}`,
      title: `Indexed article ${COUNT - i}`,
      date: new Date(Date.UTC(2020, 0, 1) + (COUNT - i) * 3_600_000).toISOString(),
    })),
  );
  const site = await startSite({ NEXT_PUBLIC_API_URL: provider.url });
  try {
    const get = (path: string) => fetch(`${site.url}${path}`);
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const files = locs(await index.text());
    expect(files).toEqual([1, 2, 3].map((n) => `${site.url}/sitemap/${n}.xml`));

    // Methods other than GET, before the file's first GET: answered without reaching the page
    // cache, which used to store the 204 of OPTIONS and serve a 500 for the file from then on.
    const send = (method: string) => fetch(`${site.url}/sitemap/2.xml`, { method });
    expect((await send('OPTIONS')).status).toBe(204);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect((await send(method)).status, method).toBe(405);
    }

    const listed: string[] = [];
    for (const file of files) {
      const answer = await fetch(file);
      expect(answer.status, file).toBe(200);
      const xml = await answer.text();
      // Each article with its language alternates: this provider sends no languages, so each is
      // English only (the fixed pages, in file 1, exist in both).
      expect(xml, file).toContain('hreflang="en"');
      expect(xml, file).toContain('hreflang="x-default"');
      if (file !== files[0]) expect(xml, file).not.toContain('hreflang="ru"');
      expect(xml.length, file).toBeLessThan(400_000);
      listed.push(...locs(xml));
    }
    // Each fixed page once in each language.
    expect(listed.slice(0, 8)).toEqual(
      ['/', '/projects', '/policy', '/newsroom'].flatMap((p) => [
        `${site.url}${p}`,
        `${site.url}/ru${p === '/' ? '' : p}`,
      ]),
    );
    expect(new Set(listed).size).toBe(COUNT + 8);
    expect(listed).toContain(`${site.url}/newsroom/indexed-article-1`);
    expect(listed.at(-1)).toBe(`${site.url}/newsroom/indexed-article-${COUNT}`);
    // Served from the cache the second time, and still after other methods.
    expect((await get('/sitemap/2.xml')).headers.get('x-nextjs-cache')).toBe('HIT');
    for (const method of ['OPTIONS', 'POST', 'DELETE']) await send(method);
    const again = await get('/sitemap/2.xml');
    expect(again.status).toBe(200);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');

    for (const unknown of ['/sitemap/4.xml', '/sitemap/0.xml', '/sitemap/1', '/sitemap/01.xml']) {
      expect((await get(unknown)).status, unknown).toBe(404);
    }
  } finally {
    await site.stop();
    await provider.close();
  }
});

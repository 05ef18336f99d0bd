import { parseFeed } from '@rowanmanning/feed-parser';
import pg from 'pg';
import { expect, test } from './fixtures';
import { testDatabaseServer } from './support/services';
import { startSite, type Site } from './support/site';

/**
 * A second Lumen reading the first (the main e2e server) as its external provider, as a
 * deployment with NEXT_PUBLIC_API_URL does: the pictures inside an article's text load, and its
 * search finds what the first's finds, text included, and its feeds enclose the first's banners.
 */

interface Listed {
  slug: string;
  language: string;
}

test.describe.configure({ timeout: 120_000 });

let second: Site | undefined;
test.beforeAll(async ({}, info) => {
  const first = info.project.use.baseURL ?? 'http://localhost:3100';
  second = await startSite({ NEXT_PUBLIC_API_URL: `${first}/api` });
});
test.afterAll(async () => {
  await second?.stop();
});

test('the pictures inside an article’s text load on the second site', async ({ page, baseURL }) => {
  const list = (await (await fetch(`${baseURL}/api/articles`)).json()) as { data: Listed[] };
  let slug: string | undefined;
  let language = 'en';
  for (const item of list.data) {
    const { data } = (await (await fetch(`${baseURL}/api/article/${item.slug}`)).json()) as {
      data: { content: string };
    };
    if (/<img [^>]*src="\/api\/images\//.test(data.content)) {
      slug = item.slug;
      language = item.language;
      break;
    }
  }
  expect(slug, 'a sample article with a picture in its text').toBeDefined();
  await page.goto(`${second!.url}${language === 'ru' ? '/ru' : ''}/newsroom/${slug}`);
  // The pictures of the body only (its prose column), not the banner.
  const pictures = page.locator('main [class*="prose"] img');
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    // Through this site's optimiser, from the provider's address.
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    if (src.includes('/_next/image?')) {
      expect(new URL(src).searchParams.get('url')).toMatch(new RegExp(`^${baseURL}/api/images/`));
    }
  }
});

/** The articles a search page lists, by address. */
async function found(base: string, language: string, query: string, page = 1): Promise<string[]> {
  const prefix = language === 'ru' ? '/ru' : '';
  const html = await (
    await fetch(`${base}${prefix}/newsroom/search?q=${encodeURIComponent(query)}&page=${page}`)
  ).text();
  // Every result carries its slug (components/newsroom/search-results.tsx).
  return [...html.matchAll(/data-result="([^"]+)"/g)].map((m) => m[1]!).sort();
}

/** Every page of a search's results (at most five pages). */
async function foundAll(base: string, language: string, query: string): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const results = await found(base, language, query, page);
    all.push(...results);
    if (results.length < 10) break;
  }
  return all;
}

test('the second site’s search finds what the first’s does, the articles’ text included', async ({
  baseURL,
}) => {
  for (const [language, query] of [
    ['en', 'brands'],
    ['en', 'design systems'],
    ['ru', 'товарных знаков'],
  ] as const) {
    const expected = await found(baseURL!, language, query);
    expect(expected.length, `${language} “${query}” on the first site`).toBeGreaterThan(1);
    expect(await found(second!.url, language, query), `${language} “${query}”`).toEqual(expected);
  }
  // The first site has the search call: the second says nothing of searching titles only.
  const html = await (await fetch(`${second!.url}/newsroom/search?q=brands`)).text();
  expect(html).not.toContain('data-search-scope');
});

/** Queries in each language, read by PostgreSQL's Snowball stemmers as the reference. */
const REFERENCE_QUERIES = {
  en: [
    'brands',
    'design systems',
    'performance',
    'trademark registration',
    'agents',
    'accessibility',
    'search',
    'launch',
    'customers',
    'tokens',
  ],
  ru: [
    'товарных знаков',
    'бренды',
    'производительность',
    'агенты',
    'доступность',
    'поиск',
    'запуск',
    'клиентов',
    'стратегия',
    'дизайн',
  ],
} as const;

test('the second site’s search agrees with PostgreSQL’s full-text search of the same articles', async ({
  baseURL,
}) => {
  const database = new pg.Client({ connectionString: testDatabaseServer() });
  await database.connect();
  try {
    const list = (await (await fetch(`${baseURL}/api/articles`)).json()) as {
      data: (Listed & { title: string; hashtags: string; author_name: string; status: string })[];
    };
    // For each site: results that are in the reference, results, and the reference's size.
    const tally = { first: [0, 0, 0], second: [0, 0, 0] };
    for (const language of ['en', 'ru'] as const) {
      const articles = list.data.filter((a) => a.language === language && a.status === 'published');
      const documents: string[] = [];
      for (const article of articles) {
        const { data } = (await (await fetch(`${baseURL}/api/article/${article.slug}`)).json()) as {
          data: { content: string };
        };
        // Title, hashtags, author and text; PostgreSQL's parser skips the HTML tags.
        documents.push(
          `${article.title} ${article.hashtags.replace(/#/g, ' ')} ${article.author_name} ${data.content}`,
        );
      }
      const config = language === 'ru' ? 'russian' : 'english';
      for (const query of REFERENCE_QUERIES[language]) {
        const { rows } = await database.query<{ slug: string }>(
          `select slug from unnest($1::text[], $2::text[]) as a(slug, document)
           where to_tsvector($3::regconfig, document) @@ plainto_tsquery($3::regconfig, $4)`,
          [articles.map((a) => a.slug), documents, config, query],
        );
        const reference = new Set(rows.map((row) => row.slug));
        for (const [site, base] of [
          ['first', baseURL!],
          ['second', second!.url],
        ] as const) {
          const results = await foundAll(base, language, query);
          tally[site][0]! += results.filter((slug) => reference.has(slug)).length;
          tally[site][1]! += results.length;
          tally[site][2]! += reference.size;
        }
      }
    }
    for (const [site, [hits, results, expected]] of Object.entries(tally)) {
      const precision = hits! / results!;
      const recall = hits! / expected!;
      test.info().annotations.push({
        type: `${site} site against PostgreSQL`,
        description: `20 queries: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${hits} of ${expected} found, ${results} results)`,
      });
      expect(expected, site).toBeGreaterThan(40);
      expect(recall, site).toBeGreaterThanOrEqual(0.95);
      expect(precision, site).toBeGreaterThanOrEqual(0.95);
    }
  } finally {
    await database.end();
  }
});

test('the second site’s feeds enclose the provider’s banners at their real size', async ({
  baseURL,
}) => {
  const items = async (address: string) => {
    const feed = parseFeed(await (await fetch(address)).text());
    return new Map(feed.items.map((item) => [new URL(item.url!).pathname, item.media[0]]));
  };
  for (const feedPath of ['/newsroom/feed.xml', '/ru/newsroom/feed.xml']) {
    // The first site's own feed sizes its banners from its store: the reference.
    const first = await items(`${baseURL}${feedPath}`);
    const theirs = await items(`${second!.url}${feedPath}`);
    let enclosed = 0;
    for (const [path, reference] of first) {
      if (!theirs.has(path)) continue; // an article published between the two reads
      const media = theirs.get(path);
      expect(media?.url, path).toBe(reference?.url);
      if (!reference) continue; // an article without a banner of its own
      expect([media!.length, media!.mimeType], path).toEqual([
        reference.length,
        reference.mimeType,
      ]);
      const file = await fetch(media!.url!);
      expect(media!.length, media!.url!).toBe((await file.arrayBuffer()).byteLength);
      enclosed++;
    }
    expect(enclosed, feedPath).toBeGreaterThanOrEqual(10);
  }
});

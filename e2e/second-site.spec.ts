import { expect, test } from './fixtures';
import { startSite, type Site } from './support/site';

/**
 * A second Lumen reading the first (the main e2e server) as its external provider, as a
 * deployment with NEXT_PUBLIC_API_URL does: the pictures inside an article's text load, and its
 * search finds what the first's finds, text included.
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
async function found(base: string, language: string, query: string): Promise<string[]> {
  const prefix = language === 'ru' ? '/ru' : '';
  const html = await (
    await fetch(`${base}${prefix}/newsroom/search?q=${encodeURIComponent(query)}`)
  ).text();
  // Every result carries its slug (components/newsroom/search-results.tsx).
  return [...html.matchAll(/data-result="([^"]+)"/g)].map((m) => m[1]!).sort();
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
});

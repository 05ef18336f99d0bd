import type { Page } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { startFakeProvider, type FakeArticle, type FakeFile } from './support/fake-provider';
import { startSite, type Site } from './support/site';

const picture = async (background: string): Promise<FakeFile> => ({
  type: 'image/png',
  body: await sharp({ create: { width: 1200, height: 675, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Where an optimised picture comes from (`/_next/image?url=…`), or the picture's own address. */
const sourceOf = (src: string) =>
  src.includes('/_next/image?') ? new URL(src).searchParams.get('url')! : src;

/**
 * Every picture in the page's main content: its address, whether it goes through the optimiser,
 * and whether it fell back to the default banner. Those through the optimiser are scrolled into
 * view and loaded.
 */
async function pictures(page: Page) {
  const images = await page.locator('main img').all();
  const found = [];
  for (const image of images) {
    const src = (await image.getAttribute('src')) ?? '';
    const optimised = src.includes('/_next/image?');
    if (optimised) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    found.push({
      src: optimised ? await image.evaluate((img: HTMLImageElement) => img.currentSrc) : src,
      optimised,
      fellBack: (await image.getAttribute('data-fallback')) === 'true',
    });
  }
  return found;
}

test('an external provider on loopback, without languages: its banners and pictures shown (only its), its articles English', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const articles: FakeArticle[] = ['a', 'b', 'c'].map((name, i) => ({
    id: i + 1,
    slug: `loopback-article-${name}`,
    title: `Loopback article ${name.toUpperCase()}`,
    date: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
    banner: `images/${name}.png`,
  }));
  const files: Record<string, FakeFile> = {
    'images/a.png': await picture('#1d4ed8'),
    'images/b.png': await picture('#b91c1c'),
    'images/c.png': await picture('#15803d'),
    'images/body.png': await picture('#a16207'),
  };
  const provider = await startFakeProvider(articles, files);
  articles[0]!.content = `<p>Text.</p><p><img src="${provider.url}/images/body.png" alt="A body picture"></p>`;
  let site: Site | undefined;
  try {
    site = await startSite({ NEXT_PUBLIC_API_URL: provider.url });
    // The provider's picture sent on to another local address (this site's default banner).
    files['images/moved.png'] = {
      redirect: `http://127.0.0.1:${site.port}/images/default-banner.webp`,
    };
    const optimiser = new Map<string, number>();
    page.on('response', (response) => {
      const source = sourceOf(response.url());
      if (source !== response.url() && source.startsWith(`${provider.url}/`)) {
        optimiser.set(source, response.status());
      }
    });

    await page.goto(`${site.url}/newsroom`);
    await expect(page.locator('main [data-article]')).toHaveCount(3);
    // It sends no word counts: its cards show no reading time rather than a wrong one.
    await expect(page.locator('main [data-article] [data-reading-time]')).toHaveCount(0);
    const newsroom = await pictures(page);
    const banners = newsroom.filter(({ src }) => sourceOf(src).startsWith(`${provider.url}/`));
    expect(banners.map(({ src }) => sourceOf(src)).sort()).toEqual(
      ['a', 'b', 'c'].map((name) => `${provider.url}/images/${name}.png`),
    );
    expect(banners.every(({ optimised, fellBack }) => optimised && !fellBack)).toBe(true);

    await page.goto(`${site.url}/newsroom/loopback-article-a`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loopback article A');
    // The article's own reading time, from its body.
    await expect(page.locator('article dl [data-reading-time]')).toHaveText('1 min read');
    const article = await pictures(page);
    // The banner, the body's picture and the other articles' cards, all through the optimiser:
    // readers' browsers need not reach the provider.
    expect(article.map(({ src, optimised }) => [sourceOf(src), optimised])).toEqual([
      [`${provider.url}/images/a.png`, true],
      [`${provider.url}/images/body.png`, true],
      [`${provider.url}/images/c.png`, true],
      [`${provider.url}/images/b.png`, true],
    ]);
    expect(article.some(({ fellBack }) => fellBack)).toBe(false);

    expect(Object.fromEntries(optimiser)).toEqual(
      Object.fromEntries(
        ['a', 'b', 'c', 'body'].map((name) => [`${provider.url}/images/${name}.png`, 200]),
      ),
    );

    const optimise = async (src: string) => {
      const answer = await fetch(
        `${site!.url}/_next/image?url=${encodeURIComponent(src)}&w=640&q=75`,
      );
      return [src, answer.status, answer.headers.get('content-type')?.split(';')[0]];
    };
    expect(await optimise(`${provider.url}/images/b.png`)).toEqual([
      `${provider.url}/images/b.png`,
      200,
      expect.stringMatching(/^image\/(avif|webp|png)$/),
    ]);
    // Every other local address is still refused: the provider under another name, this site
    // on loopback, a private network, the cloud metadata address.
    const providerPort = new URL(provider.url).port;
    for (const src of [
      `http://localhost:${providerPort}/api/images/b.png`,
      `http://127.0.0.1:${site.port}/images/default-banner.webp`,
      `http://localhost:${site.port}/images/default-banner.webp`,
      'http://10.0.0.1/api/images/b.png',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      expect((await optimise(src)).slice(0, 2)).toEqual([src, 400]);
    }
    // …and so is a redirect from the provider to one of them (Next: "too many redirects").
    expect((await optimise(`${provider.url}/images/moved.png`)).slice(0, 2)).toEqual([
      `${provider.url}/images/moved.png`,
      508,
    ]);

    // Its feed encloses each banner at the size and type the provider's HEAD answers.
    const feed = parseFeed(await (await fetch(`${site.url}/newsroom/feed.xml`)).text());
    expect(feed.items.map((item) => item.media.map((m) => [m.url, m.length, m.mimeType]))).toEqual(
      ['c', 'b', 'a'].map((name) => [
        [
          `${provider.url}/images/${name}.png`,
          (files[`images/${name}.png`] as { body: Buffer }).body.length,
          'image/png',
        ],
      ]),
    );

    // It has no search call: the search reads its list, and says it searched titles only.
    await page.goto(`${site.url}/newsroom/search?q=loopback`);
    await expect(page.locator('[data-result]')).toHaveCount(3);
    await expect(page.locator('[data-search-scope="titles"]')).toHaveText(
      'Titles, hashtags and authors were searched: this newsroom’s article source does not search the articles’ text.',
    );
    await expect(page.getByText('Find articles by any word, in any of its forms.')).toBeVisible();

    // A provider that knows nothing of languages: its articles are English, and only English.
    await page.goto(`${site.url}/ru/newsroom`);
    await expect(page.getByText('Статей пока нет. Загляните чуть позже.')).toBeVisible();
    await expect(page.locator('main [data-article]')).toHaveCount(0);
    const moved = await fetch(`${site.url}/ru/newsroom/loopback-article-a`, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(new URL(moved.headers.get('location')!.split(',')[0]!, site.url).pathname).toBe(
      '/newsroom/loopback-article-a',
    );
    await page.goto(`${site.url}/newsroom/loopback-article-a`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(
      await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang'))),
    ).toEqual(['en', 'x-default']);
    await page.getByRole('link', { name: 'Switch language to Русский' }).click();
    // No translation: the Russian newsroom, which says so.
    await expect(page).toHaveURL(`${site.url}/ru/newsroom#untranslated`);
    await expect(page.locator('[data-switch-notice]')).toHaveText(
      'Эта статья ещё не переведена на русский: вот новости на русском.',
    );
  } finally {
    await site?.stop();
    await provider.close();
  }
});

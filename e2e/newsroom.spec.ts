import type { APIRequestContext, Page } from '@playwright/test';
import { createArticle, deleteArticle, writeArticleUpdate } from '../lib/articles/writes';
import { migrateToLatest, openSqlite, type Store } from '../lib/db/database';
import { REVALIDATE_SECRET } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';

const EN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

/** The provider's published articles of one language (the English newsroom's by default). */
async function listFromApi(request: APIRequestContext, language: 'en' | 'ru' = 'en') {
  const answer = await request.get(`/api/articles?language=${language}`);
  expect(answer.ok()).toBe(true);
  return (
    (await answer.json()) as {
      data: Array<{
        id: number;
        slug: string;
        title: string;
        hashtags: string;
        translations: { slug: string; language: string }[];
      }>;
    }
  ).data;
}

function cards(page: Page) {
  return page.locator('main [data-article]');
}

test.describe('newsroom (seeded)', () => {
  test('shows the page header, the gallery and a grid of complete cards', async ({
    page,
    request,
  }) => {
    let all = await listFromApi(request);
    expect(all.length).toBeGreaterThanOrEqual(8);
    // Other tests publish and delete articles meanwhile: the page and the list are compared
    // when nothing changed between them.
    await expect(async () => {
      await page.goto('/newsroom');
      all = await listFromApi(request);
      await expect(cards(page)).toHaveCount(Math.min(12, all.length), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(
      page.getByText('Explore first-class materials of tech and design.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();

    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(all[0]!.title);
    await expect(first.getByRole('link')).toHaveAttribute('href', `/newsroom/${all[0]!.slug}`);
    for (const [index, card] of (await cards(page).all()).slice(0, 5).entries()) {
      await expect(card.locator('time')).toHaveText(EN_DATE);
      await expect(card.locator('p').first()).not.toBeEmpty();
      // A tag as lib/articles/hashtags.ts keeps it (the sample newsroom's are in both languages).
      await expect(card.locator('li').first()).toHaveText(/^#[\p{Ll}\p{N}_-]+$/u);
      const image = card.locator('img');
      await expect(image).toHaveAttribute('width', '550');
      await expect(image).toHaveAttribute('height', '490');
      // The first row (three cards at the widest) is fetched at once, its first picture (a
      // phone's whole first row) before anything else; the rest when scrolled near, as the
      // specification asks of the newsroom's pictures.
      if (index < 3) {
        await expect(image).toHaveAttribute('loading', 'eager');
        if (index === 0) await expect(image).toHaveAttribute('fetchpriority', 'high');
        else await expect(image).not.toHaveAttribute('fetchpriority', /./);
      } else {
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).not.toHaveAttribute('fetchpriority', /./);
      }
      await expect(image).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Fimages%2F/);
    }
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/newsroom\/feed\.xml$/,
    );
  });

  test('Russian dates and texts on /ru/newsroom', async ({ page }) => {
    await page.goto('/ru/newsroom');
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await expect(cards(page).first().locator('time')).toHaveText(/^\d{1,2} [а-я]+\.? \d{4}/);
    await expect(cards(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/ru\/newsroom\//,
    );
  });

  test('a banner that fails to load is replaced by the default image', async ({ page }) => {
    await page.route('**/_next/image?url=%2Fapi%2Fimages%2F*', (route) => route.abort());
    await page.goto('/newsroom');
    const image = cards(page).first().locator('img');
    await expect(image).toHaveAttribute('data-fallback', 'true');
    await expect(image).toHaveAttribute('src', /default-banner\.webp/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the hashtag filter is a crawlable link that narrows the grid', async ({
    page,
    request,
  }) => {
    const all = await listFromApi(request);
    const tagged = all.filter((a) => a.hashtags.split(/\s+/).includes('#design'));
    expect(tagged.length).toBeGreaterThan(1);
    await page.goto('/newsroom');
    const filter = page.getByRole('navigation', { name: 'Filter by hashtag' });
    await filter.getByRole('link', { name: '#design', exact: true }).click();
    await expect(page).toHaveURL(/\/newsroom\/tag\/design$/);
    await expect(cards(page)).toHaveCount(Math.min(12, tagged.length));
    for (const card of await cards(page).all()) await expect(card).toContainText('#design');
    await expect(filter.getByRole('link', { name: '#design', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/newsroom\/tag\/design$/,
    );
  });

  test('an article page shows the article and four other articles, not itself', async ({
    page,
    request,
  }) => {
    const all = await listFromApi(request);
    const target = all[1]!;
    await page.goto('/newsroom');
    await cards(page).nth(1).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/newsroom/${target.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    await expect(page.locator('article time').first()).toHaveText(EN_DATE);
    await expect(page.locator('figure img')).toHaveAttribute('src', /_next\/image/);
    const body = page.locator('[class*="prose"]');
    await expect(body.locator('h2').first()).toBeVisible();
    await expect(body.locator('script')).toHaveCount(0);
    const others = page.locator('section[aria-labelledby="other-articles"] [data-article]');
    await expect(others).toHaveCount(4);
    await expect(
      page.locator(`section[aria-labelledby="other-articles"] [data-article="${target.slug}"]`),
    ).toHaveCount(0);

    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: target.title });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // Its social card first, then its banner.
    const images = page.locator('meta[property="og:image"]');
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveAttribute(
      'content',
      new RegExp(`/newsroom/${target.slug}/card\\.png\\?v=[0-9a-z]+$`),
    );
    await expect(images.nth(1)).toHaveAttribute('content', /\/api\/images\//);
    // Its Russian version is its translation, at an address of its own.
    const russian = target.translations.find((t) => t.language === 'ru')!;
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
      'href',
      new RegExp(`/ru/newsroom/${russian.slug}$`),
    );
    // Whole sentences from the text, at most 160 characters (or cut at a word, with '…').
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^\S.{48,158}[.!?…]$/,
    );
  });

  test('embedded videos are YouTube or Vimeo only and external links are safe', async ({
    page,
    request,
  }) => {
    const all = await listFromApi(request);
    let checked = 0;
    for (const { slug } of all) {
      const answer = await request.get(`/api/article/${slug}`);
      const { data } = (await answer.json()) as { data: { content: string } };
      if (!/<iframe/.test(data.content)) continue;
      await page.goto(`/newsroom/${slug}`);
      for (const frame of await page.locator('[class*="prose"] iframe').all()) {
        await expect(frame).toHaveAttribute(
          'src',
          /^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//,
        );
      }
      for (const link of await page.locator('[class*="prose"] a[href^="http"]').all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('an unknown slug is a 404 in both languages', async ({ page }) => {
    const dark = { en: 'Uh-oh, you got into the dark', ru: 'Ой, вы попали в темноту' };
    // English first: a visit to /ru remembers Russian for the unprefixed paths that follow.
    for (const [path, title] of [
      ['/newsroom/no-such-article', dark.en],
      ['/ru/newsroom/no-such-article', dark.ru],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain('<meta name="robots" content="noindex"/>');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    // Newsroom pages and hashtags that do not exist are real 404s too.
    for (const path of [
      '/ru/newsroom/page/999',
      '/ru/newsroom/tag/no-such-tag',
      '/ru/newsroom/tag/design/page/999',
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dark.ru);
    }
    // The old query addresses lead to the canonical ones.
    for (const [from, to] of [
      ['/ru/newsroom?page=abc', /\/ru\/newsroom$/],
      ['/ru/newsroom?page=0', /\/ru\/newsroom$/],
      // …and, this reader having read Russian last, on to the tag's Russian counterpart.
      ['/newsroom?tag=Design', /\/ru\/newsroom\/tag\/%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD$/],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    }
    const moved = await page.request.get('/newsroom?page=999', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/\/newsroom\/page\/999$/);
  });

  test('the provider endpoints answer as the contract says', async ({ request }) => {
    const all = await listFromApi(request);
    const dates = all.map((a) => Date.parse((a as unknown as { date: string }).date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const one = await request.get(`/api/article/${all[0]!.slug}`);
    const { data } = (await one.json()) as {
      data: { id: number; content: string; banner: { path: string } };
    };
    expect(data.content.length).toBeGreaterThan(100);
    expect((await request.get(`/api/article/id/${data.id}`)).status()).toBe(200);
    expect((await request.get('/api/article/id/999999')).status()).toBe(404);
    expect(await (await request.get('/api/article/nope')).json()).toEqual({
      message: 'Article not found',
    });
    const image = await request.get(`/api/${data.banner.path}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = image.headers()['etag']!;
    expect(
      (
        await request.get(`/api/${data.banner.path}`, { headers: { 'if-none-match': etag } })
      ).status(),
    ).toBe(304);
    expect((await request.post('/api/revalidate')).status()).toBe(401);
  });

  test('the provider answers each article’s language and its translation, and lists by language', async ({
    request,
  }) => {
    type Item = {
      id: number;
      slug: string;
      language: string;
      translations: { id: number; slug: string; language: string; status: string }[];
    };
    const list = async (query: string) =>
      ((await (await request.get(`/api/articles${query}`)).json()) as { data: Item[] }).data;
    const english = await list('?language=en');
    const russian = await list('?language=ru');
    // The sample newsroom: ten articles in each language, each linked to its translation (other
    // tests may be writing articles of their own meanwhile).
    expect(new Set(english.map((a) => a.language))).toEqual(new Set(['en']));
    expect(new Set(russian.map((a) => a.language))).toEqual(new Set(['ru']));
    const linked = russian.filter((a) => a.translations.length > 0);
    expect(linked.length).toBeGreaterThanOrEqual(10);
    for (const article of linked) {
      expect(article.translations).toHaveLength(1);
      const [translation] = article.translations;
      expect(translation).toMatchObject({ language: 'en', status: 'published' });
      const other = english.find((a) => a.id === translation!.id)!;
      expect(other.slug).toBe(translation!.slug);
      expect(other.translations).toEqual([
        { id: article.id, slug: article.slug, language: 'ru', status: 'published' },
      ]);
    }
    const one = await request.get(`/api/article/${linked[0]!.slug}`);
    expect(((await one.json()) as { data: Item }).data).toMatchObject({
      language: 'ru',
      translations: [{ language: 'en' }],
    });
    const refused = await request.get('/api/articles?language=de');
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/язык/);
  });

  test('sitemap, robots and feed list the newsroom', async ({ request }) => {
    const all = await listFromApi(request);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/newsroom/${all[0]!.slug}</loc>`);
    expect(sitemap).toContain('hreflang="ru"');
    expect(sitemap).toContain('<urlset ');
    // A newsroom this size fits in one file: there is no index, and no file 1.
    for (const file of ['/sitemap/1.xml', '/sitemap/x.xml']) {
      expect((await request.get(file)).status(), file).toBe(404);
    }
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const feed = await request.get('/newsroom/feed.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    expect(await feed.text()).toContain(`/newsroom/${all[0]!.slug}</link>`);
  });

  for (const path of ['/newsroom', '/ru/newsroom']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoA11yViolations(page);
    });
  }

  test('the RSS link opens a page that says how to follow, with the address copied in one click', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const [path, name, title, copy, copied, feed] of [
      [
        '/newsroom',
        'Newsroom RSS feed',
        'Follow the newsroom in your feed reader',
        'Copy the address',
        'Copied',
        '/newsroom/feed.xml',
      ],
      [
        '/ru/newsroom',
        'RSS-лента новостей',
        'Читайте новости в своей RSS-читалке',
        'Скопировать адрес',
        'Скопировано',
        '/ru/newsroom/feed.xml',
      ],
    ] as const) {
      await page.goto(path);
      // Readers find the feed itself in the page's head.
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', new RegExp(`${feed.replace(/\//g, '\\/')}$`));
      await page.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const address = page.getByRole('textbox');
      await expect(address).toHaveValue(
        new RegExp(`^https?://[^/]+${feed.replace(/\//g, '\\/')}$`),
      );
      await page.getByRole('button', { name: copy }).click();
      await expect(page.getByRole('status').filter({ hasText: copied })).toHaveText(copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await address.inputValue(),
      );
      // The feed itself is still the feed.
      const answer = await page.request.get(feed);
      expect(answer.headers()['content-type']).toContain('application/rss+xml');
    }
  });

  test('an article page has no axe violations', async ({ page, request }) => {
    const all = await listFromApi(request);
    await page.goto(`/newsroom/${all[0]!.slug}`);
    await expectNoA11yViolations(page);
  });
});

test.describe('freshness without a rebuild', () => {
  test.describe.configure({ mode: 'serial' });
  let db: Store;

  test.beforeAll(async () => {
    // The server's own database: the test writes through the same store functions staff will use.
    db = openSqlite('data/e2e/site.db');
    await migrateToLatest(db);
  });
  test.afterAll(async () => {
    await db.destroy();
  });

  async function revalidate(request: APIRequestContext, body: object = {}) {
    const answer = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: body,
    });
    expect(answer.status()).toBe(200);
  }

  test('a new, edited and deleted article shows on the public pages once revalidated', async ({
    page,
    request,
  }) => {
    await page.goto('/newsroom');
    // The listing streams in after the page's header when the page is rendered afresh.
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).count();
    expect(before).toBeGreaterThan(0);

    const created = [];
    for (let i = 1; i <= 13; i++) {
      created.push(
        await createArticle(db, {
          title: `Freshness check ${i} ${Date.now()}`,
          author_name: 'E2E',
          hashtags: '#freshness',
          content: `<h2>Fresh ${i}</h2><p>Written by the store, shown after revalidation.</p>`,
          banner_meta_title: '',
          banner_meta_alt: '',
        }),
      );
    }
    const newest = created.at(-1)!;

    // Cached: nothing changes until the change is announced.
    await page.reload();
    await expect(page.locator(`[data-article="${newest.slug}"]`)).toHaveCount(0);

    await revalidate(request, { slug: newest.slug });
    await page.reload();
    await expect(cards(page).first()).toHaveAttribute('data-article', newest.slug);
    // A card without a banner shows the default picture.
    await expect(cards(page).first().locator('img')).toHaveAttribute('src', /default-banner\.webp/);

    // More than 12 articles: a second page with rel prev/next.
    const pager = page.getByRole('navigation', { name: 'Newsroom pages' });
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/newsroom/page/2');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/newsroom\/page\/2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/newsroom');
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page).first()).toBeVisible();

    // Edited: the article page and the list show the new title under the same slug.
    const edited = await writeArticleUpdate(db, newest.id, {
      title: 'Freshly edited title',
      author_name: 'E2E',
      hashtags: '#freshness',
      content: '<p>Edited.</p>',
      banner_meta_title: '',
      banner_meta_alt: '',
    });
    expect(edited !== 'conflict' && edited?.slug).toBe(newest.slug);
    await page.goto(`/newsroom/${newest.slug}`);
    await revalidate(request, { slug: newest.slug });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freshly edited title');

    // Deleted: gone from the newsroom, its page and the sitemap.
    for (const article of created) await deleteArticle(db, article.id);
    await revalidate(request, { slug: newest.slug });
    expect((await page.goto(`/newsroom/${newest.slug}`))?.status()).toBe(404);
    await page.goto('/newsroom');
    await expect(cards(page)).toHaveCount(before);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(newest.slug);
  });
});

test.describe('the newsroom on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/newsroom', '/ru/newsroom']) {
    test(`${path}: the headline breaks between words only, and the hashtags take one row`, async ({
      page,
    }) => {
      for (const width of [320, 375, 768, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        // Measured once the listing has replaced its skeleton (which shows the same header) and
        // in the page's own font: before it arrives, lines are those of the fallback.
        await expect(page.locator('[data-headline]')).toHaveCount(1);
        await page.evaluate(async () => {
          await document.fonts.ready;
        });
        const broken = await page.locator('[data-headline]').evaluate((headline) => {
          // Each character's line, in order: a word whose characters sit on two lines is broken.
          const walker = document.createTreeWalker(headline, NodeFilter.SHOW_TEXT);
          const chars: { char: string; top: number }[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (let i = 0; i < text.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              chars.push({ char: text[i]!, top: Math.round(range.getBoundingClientRect().top) });
            }
          }
          const words: string[] = [];
          let word = '';
          let tops = new Set<number>();
          for (const { char, top } of [...chars, { char: ' ', top: 0 }]) {
            if (/\s/.test(char)) {
              if (tops.size > 1) words.push(word);
              word = '';
              tops = new Set();
            } else {
              word += char;
              tops.add(top);
            }
          }
          return words;
        });
        expect(broken, `${path} at ${width}px`).toEqual([]);
      }
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      const chips = page.getByRole('navigation', { name: /hashtag|хештег/i }).getByRole('link');
      const tops = await chips.evaluateAll((links) =>
        links.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBeLessThanOrEqual(2);
    });
  }
});

test.describe('on a 768 px tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('an odd last card of two columns takes the whole row, its picture beside its text', async ({
    page,
  }) => {
    for (const [path, list] of [
      ['/', '#fromNewsroom ul'],
      ['/ru', '#fromNewsroom ul'],
      ['/newsroom/tag/design', 'main ul:has(article)'],
    ] as const) {
      await page.goto(path);
      const grid = page.locator(list).first();
      const cards = grid.locator(':scope > li');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      if (count % 2 === 0) continue;
      const [whole, last] = [(await grid.boundingBox())!, (await cards.last().boundingBox())!];
      expect([path, Math.round(last.width)]).toEqual([path, Math.round(whole.width)]);
      const media = (await cards.last().locator('article > div').first().boundingBox())!;
      const body = (await cards.last().locator('article > div').nth(1).boundingBox())!;
      expect([path, media.x + media.width <= body.x + 1]).toEqual([path, true]);
    }
  });
});

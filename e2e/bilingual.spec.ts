import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';

test.use({ storageState: STAFF_STATE });

type Language = 'en' | 'ru';
interface Version {
  id: number;
  slug: string;
  language: Language;
  status: string;
}
interface Listed extends Version {
  title: string;
  hashtags: string;
  translations: Version[];
}

const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);
const articlePath = (language: Language, slug: string) =>
  `${prefix(language)}/newsroom/${encodeURIComponent(slug)}`;

/** The provider's published articles of one language, newest first. */
async function published(request: APIRequestContext, language: Language): Promise<Listed[]> {
  const answer = await request.get(`/api/articles?language=${language}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Listed[] }).data;
}

const slugsOn = (page: Page) =>
  page
    .locator('main [data-article]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-article')!));

/** The page's language links, as `{hreflang: path}`. */
const languageLinks = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((l) => [l.getAttribute('hreflang')!, new URL(l.getAttribute('href')!).pathname]),
      ),
    );

/** The language links of an address as served, without running the page. */
async function servedLanguageLinks(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );
}

const structuredData = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');

/** Where an address answers: its status and, for a redirect, the path it leads to. */
async function answerOf(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { maxRedirects: 0 });
  // One Location (lib/server/single-location.ts): a client may join repeated ones.
  const location = answer.headers()['location'];
  return {
    status: answer.status(),
    to: location ? new URL(location, 'http://site').pathname : undefined,
  };
}

/** A sample English article and its published Russian translation. */
async function translatedPair(request: APIRequestContext) {
  const english = (await published(request, 'en')).find((a) =>
    a.translations.some((t) => t.language === 'ru'),
  )!;
  return { english, russian: english.translations.find((t) => t.language === 'ru')! };
}

/**
 * An English article published for this test, without a translation. Dated years back, so that
 * it is never among the newest that other tests look at.
 */
async function publishEnglish(request: APIRequestContext, title: string): Promise<Listed> {
  const created = await request.post('/api/article', {
    multipart: {
      title,
      author_name: 'Grace Hopper',
      hashtags: '#bilingual',
      content: '<p>An English article written for readers of English, with a few sentences.</p>',
      language: 'en',
      date: '2019-06-01T10:00:00.000Z',
    },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()).data as { date: string }).date).toBe('2019-06-01T10:00:00.000Z');
  return (await created.json()).data as Listed;
}

test.describe('one newsroom in two languages', () => {
  test('each newsroom, hashtag page, feed and landing page lists its own language only', async ({
    page,
    request,
  }) => {
    for (const language of ['en', 'ru'] as const) {
      const mine = await published(request, language);
      const other = new Set(
        (await published(request, language === 'en' ? 'ru' : 'en')).map((a) => a.slug),
      );
      expect(mine.length).toBeGreaterThanOrEqual(10);

      // The newest in order (compared when no other test published one in between).
      await expect(async () => {
        await page.goto(`${prefix(language)}/newsroom`);
        const newest = (await published(request, language)).slice(0, 8).map((a) => a.slug);
        expect((await slugsOn(page)).slice(0, 8)).toEqual(newest);
      }).toPass({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const slug of await slugsOn(page)) expect(other.has(slug), slug).toBe(false);

      // The hashtags offered are this language's (Cyrillic ones too), and each opens a page of
      // this language's articles carrying it.
      const tagLinks = await page
        .locator(`main nav a[href^="${prefix(language)}/newsroom/tag/"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(tagLinks.length).toBeGreaterThan(3);
      for (const href of tagLinks) {
        const tag = decodeURIComponent(href.split('/').at(-1)!);
        const answer = await page.goto(href);
        if (answer?.status() === 404) {
          // Another test's article, deleted meanwhile, took its hashtag with it.
          const carriers = (await published(request, language)).filter((a) =>
            a.hashtags.toLowerCase().split(/\s+/).includes(`#${tag.toLowerCase()}`),
          );
          expect(carriers, href).toEqual([]);
          continue;
        }
        expect(answer?.status(), href).toBe(200);
        // The listing streams in after the page's header (loading.tsx).
        await expect(page.locator('main [data-article]').first(), href).toBeVisible();
        const tagged = await slugsOn(page);
        for (const slug of tagged) expect(other.has(slug), `${href}: ${slug}`).toBe(false);
        await expect(page.locator('main [data-article]').first()).toContainText(`#${tag}`);
      }

      // Every item is one of this language's articles, at its address. Other tests publish
      // and delete articles meanwhile: compared with what was published before and after the
      // feed was read, again until nothing changed in between (a stale feed never passes).
      await expect(async () => {
        const before = await published(request, language);
        const feed = await (await request.get(`${prefix(language)}/newsroom/feed.xml`)).text();
        expect(feed).toContain(`<language>${language}</language>`);
        const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
          (m) => new URL(m[1]!).pathname,
        );
        const after = await published(request, language);
        const now = new Set([...before, ...after].map((a) => articlePath(language, a.slug)));
        for (const link of links) expect(now.has(link), link).toBe(true);
      }).toPass({ timeout: 20_000 });

      const latest = page.locator('#fromNewsroom [data-article]');
      await expect(async () => {
        await page.goto(prefix(language) || '/');
        const newest = (await published(request, language)).slice(0, 3).map((a) => a.slug);
        await expect(latest).toHaveCount(3, { timeout: 2_000 });
        expect(
          await latest.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-article'))),
        ).toEqual(newest);
      }).toPass({ timeout: 20_000 });
    }
  });

  test('an article and its translation: language, canonical, hreflang, structured data, switcher', async ({
    page,
    request,
  }) => {
    const { english, russian } = await translatedPair(request);
    const russianSlugs = new Set((await published(request, 'ru')).map((a) => a.slug));

    await page.goto(articlePath('en', english.slug));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${articlePath('en', english.slug)}$`),
    );
    const both = {
      en: articlePath('en', english.slug),
      ru: articlePath('ru', russian.slug),
      'x-default': articlePath('en', english.slug),
    };
    expect(await languageLinks(page)).toEqual(both);
    expect(await structuredData(page)).toMatchObject({
      inLanguage: 'en',
      workTranslation: [
        { inLanguage: 'ru', url: expect.stringMatching(new RegExp(`${both.ru}$`)) },
      ],
    });
    // "Other articles" are English too.
    const others = await page
      .locator('section[aria-labelledby="other-articles"] [data-article]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-article')!));
    expect(others.length).toBe(4);
    for (const slug of others) expect(russianSlugs.has(slug), slug).toBe(false);

    await page.getByRole('link', { name: 'Switch language to Русский' }).click();
    await expect(page).toHaveURL(new RegExp(`${both.ru}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english.title);
    await expect(page.locator('article time').first()).toHaveText(/^\d{1,2} [а-я]+\.? \d{4}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${both.ru}$`),
    );
    expect(await languageLinks(page)).toEqual(both);
    expect(await structuredData(page)).toMatchObject({
      inLanguage: 'ru',
      translationOfWork: {
        inLanguage: 'en',
        url: expect.stringMatching(new RegExp(`${both.en}$`)),
      },
    });

    await page.getByRole('link', { name: 'Переключить язык на English' }).click();
    await expect(page).toHaveURL(new RegExp(`${both.en}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('under the other language’s prefix an article moves for good to its version there, or home', async ({
    request,
  }) => {
    const { english, russian } = await translatedPair(request);
    expect(await answerOf(request, articlePath('ru', english.slug))).toEqual({
      status: 308,
      to: articlePath('ru', russian.slug),
    });
    expect(await answerOf(request, articlePath('en', russian.slug))).toEqual({
      status: 308,
      to: articlePath('en', english.slug),
    });

    const lonely = await publishEnglish(request, `Only in English ${Date.now()}`);
    expect(await answerOf(request, articlePath('ru', lonely.slug))).toEqual({
      status: 308,
      to: articlePath('en', lonely.slug),
    });
    expect((await answerOf(request, articlePath('en', lonely.slug))).status).toBe(200);
    expect((await answerOf(request, '/ru/newsroom/no-such-article')).status).toBe(404);
    await request.delete(`/api/article/${lonely.id}`);
  });

  test('a translation published later joins its original’s links at once, and leaves them when deleted', async ({
    page,
    request,
  }) => {
    const original = await publishEnglish(request, `A story told twice ${Date.now()}`);
    expect(await servedLanguageLinks(request, articlePath('en', original.slug))).toEqual({
      en: articlePath('en', original.slug),
      'x-default': articlePath('en', original.slug),
    });
    await page.goto(articlePath('en', original.slug));
    // Without a translation the switcher leads to the Russian newsroom, never to this text.
    await page.getByRole('link', { name: 'Switch language to Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/newsroom#untranslated$/);
    // …and says why.
    await expect(page.locator('[data-switch-notice]')).toHaveText(
      'Эта статья ещё не переведена на русский: вот новости на русском.',
    );

    const made = await request.post(`/api/article/id/${original.id}/translations`, {
      data: { language: 'ru' },
    });
    expect(made.status()).toBe(201);
    const draft = (await made.json()).data as Listed & {
      author_name: string;
      content: string;
    };
    expect(draft).toMatchObject({ language: 'ru', status: 'draft' });
    // A draft is on no public page.
    expect(
      Object.keys(await servedLanguageLinks(request, articlePath('en', original.slug))),
    ).not.toContain('ru');

    const title = `История, рассказанная дважды ${Date.now()}`;
    const publish = await request.post(`/api/article/${draft.id}`, {
      multipart: {
        _method: 'PUT',
        title,
        author_name: draft.author_name,
        hashtags: '#двуязычие',
        content: '<p>Русская версия английской статьи, для читателей на русском.</p>',
        slug: `istoriya-dvazhdy-${Date.now()}`,
        status: 'published',
      },
    });
    expect(publish.status()).toBe(200);
    const translation = (await publish.json()).data as Listed;

    expect(await servedLanguageLinks(request, articlePath('en', original.slug))).toEqual({
      en: articlePath('en', original.slug),
      ru: articlePath('ru', translation.slug),
      'x-default': articlePath('en', original.slug),
    });
    expect(await answerOf(request, articlePath('ru', original.slug))).toEqual({
      status: 308,
      to: articlePath('ru', translation.slug),
    });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entry = sitemap
      .split('<url>')
      .find((block) => block.includes(`${articlePath('en', original.slug)}</loc>`))!;
    expect(entry).toContain(`hreflang="ru" href="http://localhost`);
    expect(entry).toContain(`${articlePath('ru', translation.slug)}"/>`);
    await page.goto(articlePath('ru', translation.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    // Deleting one version leaves the other on the site, no longer naming it.
    expect((await request.delete(`/api/article/${translation.id}`)).status()).toBe(204);
    expect(await servedLanguageLinks(request, articlePath('en', original.slug))).toEqual({
      en: articlePath('en', original.slug),
      'x-default': articlePath('en', original.slug),
    });
    await request.delete(`/api/article/${original.id}`);
  });

  test('a reader who chose Russian is taken to an article’s translation, and stays on one without', async ({
    browser,
    request,
    baseURL,
  }) => {
    const { english, russian } = await translatedPair(request);
    const lonely = await publishEnglish(
      request,
      `English only, for a Russian reader ${Date.now()}`,
    );
    const context = await browser.newContext({ locale: 'ru-RU' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
    const reader = await context.newPage();

    await reader.goto(articlePath('en', english.slug));
    await expect(reader).toHaveURL(new RegExp(`${articlePath('ru', russian.slug)}$`));

    const seen: string[] = [];
    reader.on('request', (request) => {
      if (request.isNavigationRequest()) seen.push(new URL(request.url()).pathname);
    });
    await reader.goto(articlePath('en', lonely.slug));
    await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
    await reader.waitForLoadState('networkidle');
    expect(new URL(reader.url()).pathname).toBe(articlePath('en', lonely.slug));
    expect(seen).toEqual([articlePath('en', lonely.slug)]);
    // Their choice is kept: the newsroom still opens in Russian.
    await reader.goto('/newsroom');
    await expect(reader).toHaveURL(/\/ru\/newsroom$/);
    await context.close();
    await request.delete(`/api/article/${lonely.id}`);
  });

  test('a reader who switches before the page has run its scripts reads the language chosen', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { english, russian } = await translatedPair(request);
    const chunks = '**/_next/static/chunks/**/*.js';
    const remembered = async () =>
      (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value;
    const switches: Array<[from: string, to: string]> = [
      [articlePath('ru', russian.slug), articlePath('en', english.slug)],
      ['/ru/policy', '/policy'],
    ];
    for (const [from, to] of switches) {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
      // The Russian page's scripts never arrive: its switcher cannot remember English.
      await page.route(chunks, (route) => route.abort());
      await page.goto(from);
      await page.unroute(chunks);
      await page.getByRole('link', { name: 'Переключить язык на English' }).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The English page, followed from the site's own link, takes English as the choice.
      await expect.poll(remembered).toBe('en');
      expect(new URL(page.url()).pathname).toBe(to);
    }
  });
});

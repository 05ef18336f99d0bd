import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

interface Listed {
  id: number;
  slug: string;
  title: string;
  hashtags: string;
  date: string;
  word_count?: number;
}

/** The embedded provider's published articles of one language, newest first. */
async function listFromApi(request: APIRequestContext, language: 'en' | 'ru'): Promise<Listed[]> {
  const answer = await request.get(`/api/articles?language=${language}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Listed[] }).data;
}

const WORDS_PER_MINUTE = { en: 228, ru: 184 };
const READING = {
  en: (minutes: number) => `${minutes} min read`,
  ru: (minutes: number) => `${minutes} мин чтения`,
};

function readingTime(article: Listed, language: 'en' | 'ru'): string {
  expect(article.word_count, `${article.slug} has a word count`).toBeGreaterThan(0);
  return READING[language](
    Math.max(1, Math.round(article.word_count! / WORDS_PER_MINUTE[language])),
  );
}

const cards = (page: Page) => page.locator('main [data-article]');

/** Sample articles (lib/articles/seed) with many headings, one in each language. */
const WITH_HEADINGS = {
  en: { path: '/newsroom/', title: /^How We Cut LCP by 58%/, contents: 'Contents' },
  ru: { path: '/ru/newsroom/', title: /^Новый сайт Lumen/, contents: 'Содержание' },
} as const;

for (const language of ['en', 'ru'] as const) {
  test.describe(`reader aids (${language})`, () => {
    test('every card and the article show the reading time, in the article’s language', async ({
      page,
      request,
    }) => {
      const listed = await listFromApi(request, language);
      const bySlug = new Map(listed.map((article) => [article.slug, article]));
      await page.goto(language === 'en' ? '/newsroom' : '/ru/newsroom');
      await expect(cards(page).first()).toBeVisible();
      const shown = await cards(page).all();
      expect(shown.length).toBeGreaterThanOrEqual(2);
      for (const card of shown) {
        const article = bySlug.get((await card.getAttribute('data-article'))!);
        // An article written by another test since the list was read is left alone.
        if (!article) continue;
        await expect(card.locator('[data-reading-time]')).toHaveText(
          readingTime(article, language),
        );
      }

      const target = listed.find((article) => WITH_HEADINGS[language].title.test(article.title))!;
      await page.goto(`${WITH_HEADINGS[language].path}${target.slug}`);
      const meta = page.locator('article dl [data-reading-time]');
      await expect(meta).toHaveText(readingTime(target, language));
      // The reading time beside the date.
      await expect(page.locator('article dl time')).toBeVisible();
    });

    test('a table of contents links to every heading, and a link lands on its heading', async ({
      page,
      request,
    }) => {
      const target = (await listFromApi(request, language)).find((article) =>
        WITH_HEADINGS[language].title.test(article.title),
      )!;
      await page.goto(`${WITH_HEADINGS[language].path}${target.slug}`);
      const contents = page.getByRole('navigation', { name: WITH_HEADINGS[language].contents });
      await expect(contents).toBeVisible();

      const headings = page.locator('[class*="prose"] :is(h2, h3)');
      const links = contents.getByRole('link');
      const count = await headings.count();
      expect(count).toBeGreaterThanOrEqual(3);
      await expect(links).toHaveCount(count);
      for (let i = 0; i < count; i++) {
        const id = await headings.nth(i).getAttribute('id');
        expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        await expect(links.nth(i)).toHaveAttribute('href', `#${id}`);
        await expect(links.nth(i)).toHaveText((await headings.nth(i).textContent())!.trim());
      }

      // The same anchors on another render (the page is rendered afresh after a reload).
      const ids = await headings.evaluateAll((all) => all.map((h) => h.id));
      const last = count - 1;
      await links.nth(last).click();
      const heading = headings.nth(last);
      await expect(page).toHaveURL(new RegExp(`#${ids[last]}$`));
      expect(await heading.evaluate((h) => h.matches(':target'))).toBe(true);
      await expect(heading).toBeInViewport();
      // Below the fixed header, not under it.
      const header = await page.locator('header').first().boundingBox();
      const box = (await heading.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header!.y + header!.height);

      await page.reload();
      expect(await headings.evaluateAll((all) => all.map((h) => h.id))).toEqual(ids);
      expect(await heading.evaluate((h) => h.matches(':target'))).toBe(true);
    });
  });
}

test('"Other articles" are those sharing the most hashtags with the article, then the newest', async ({
  page,
  request,
}) => {
  const tagsOf = (article: Listed) => new Set(article.hashtags.match(/#[^\s#]+/g) ?? []);
  // "Design Tokens" (#design #designsystems #ux) shares two hashtags with "Accessibility Is a
  // Brand Promise" (#accessibility #ux #design), one with "The New Lumen Website" and the older
  // "Rebranding a B2B SaaS" (#design), none with the newest ones.
  let target: Listed | undefined;
  await expect(async () => {
    const listed = await listFromApi(request, 'en');
    target = listed.find((article) => article.title.startsWith('Design Tokens Without the Drama'));
    expect(target).toBeDefined();
    const own = tagsOf(target!);
    const shared = (article: Listed) => [...tagsOf(article)].filter((tag) => own.has(tag)).length;
    const expected = listed
      .filter((article) => article.id !== target!.id)
      .map((article, index) => ({ article, shared: shared(article), index }))
      .sort((a, b) => b.shared - a.shared || a.index - b.index)
      .slice(0, 4)
      .map(({ article }) => article.title);
    expect(expected.slice(0, 3)).toEqual([
      expect.stringMatching(/^Accessibility Is a Brand Promise/),
      expect.stringMatching(/^The New Lumen Website/),
      expect.stringMatching(/^Rebranding a B2B SaaS/),
    ]);
    await page.goto(`/newsroom/${target!.slug}`, { waitUntil: 'domcontentloaded' });
    const others = page.locator('section[aria-labelledby="other-articles"] [data-article] h3');
    await expect(others).toHaveText(expected, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await expectNoA11yViolations(page);
});

import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, hydrated, test } from './fixtures';

// The newsroom's search, in both languages, with and without JavaScript, over the sample
// newsroom (the embedded store on SQLite; e2e/search-scale.spec.ts runs it on PostgreSQL).

const DESIGN_TOKENS = 'design-tokens-without-the-drama-how-we-scale-design-systems-across-web-and';

async function summary(page: Page) {
  return page.locator('[data-search-summary]');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsroom’s form finds articles by any form of their words, marked in an excerpt', async ({
    page,
  }) => {
    // Without JavaScript the newsroom's listing stays behind its loading state; its search box
    // is in both.
    await page.goto('/newsroom');
    await page.getByRole('searchbox', { name: 'Search the newsroom' }).fill('designing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/newsroom/search?q=designing');
    await expect(await summary(page)).toHaveText(/^\d+ articles found for “designing”$/);
    // Title matches first: the one with "Design" twice in its title leads.
    const first = page.locator('[data-result]').first();
    await expect(first).toHaveAttribute('data-result', DESIGN_TOKENS);
    await expect(first.locator('h2 mark').first()).toHaveText('Design');
    await expect(first.locator('p mark').first()).toHaveText(/^design/i);
    // English articles only.
    await expect(page.locator('[data-result] h2 a[href^="/ru/"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the Russian newsroom finds «дизайн» when asked for «дизайна», in Russian articles only', async ({
    page,
  }) => {
    await page.goto('/ru/newsroom');
    await page.getByRole('searchbox', { name: 'Поиск по новостям' }).fill('дизайна');
    await page.getByRole('button', { name: 'Найти', exact: true }).click();
    await expect(page).toHaveURL(/\/ru\/newsroom\/search\?q=/);
    await expect(await summary(page)).toHaveText(
      /^Найден[оа] \d+ стат(ья|ьи|ей) по запросу «дизайна»$/,
    );
    const marks = await page.locator('[data-result] mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^дизайн/);
    const links = await page
      .locator('[data-result] h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.every((href) => href?.startsWith('/ru/newsroom/'))).toBe(true);
  });

  test('an excerpt closes a heading before the paragraph after it', async ({ page }) => {
    // «Where we started» is a heading of the sample article on LCP, followed by a paragraph.
    await page.goto('/newsroom/search?q=where+we+started');
    const excerpt = page.locator('[data-result] p').filter({ hasText: /Where we started/i });
    await expect(excerpt.first()).toContainText(/Where we started\. \S/i);
  });

  test('a search that finds nothing says so and offers the newest articles', async ({ page }) => {
    await page.goto('/newsroom/search?q=xylophonist');
    await expect(await summary(page)).toHaveText(
      'Nothing found for “xylophonist”. Try another word, or read our newest articles:',
    );
    await expect(page.locator('[data-article]')).toHaveCount(3);
    await page.goto('/ru/newsroom/search?q=ксилофонист');
    await expect(await summary(page)).toContainText('ничего не найдено');
    await expect(page.locator('[data-article]')).toHaveCount(3);
  });
});

test('results follow the typing, the box keeps its focus, and screen readers hear the count', async ({
  page,
}) => {
  await page.goto('/newsroom');
  const box = page.getByRole('searchbox', { name: 'Search the newsroom' });
  // Typed once the box has hydrated: the pause that opens the search page is its script's (the
  // box is a plain form before that, sent with Enter).
  await hydrated(box);
  await box.click();
  await box.pressSequentially('brand', { delay: 40 });
  // The pause opens the search page, which goes on from what was typed.
  await expect(page).toHaveURL('/newsroom/search?q=brand');
  const live = page.getByRole('searchbox', { name: 'Search the newsroom' });
  await expect(live).toBeFocused();
  await expect(live).toHaveValue('brand');
  await expect(await summary(page)).toHaveText(/articles? found for “brand”/);
  const announced = page.locator('[data-search-announcement]');
  await expect(announced).toHaveText(/articles? found for “brand”/);
  const broad = await page.locator('[data-result]').count();

  await live.pressSequentially(' strategy', { delay: 40 });
  await expect(page).toHaveURL('/newsroom/search?q=brand+strategy');
  await expect(live).toBeFocused();
  await expect(live).toHaveValue('brand strategy');
  await expect(announced).toHaveText(/found for “brand strategy”/);
  const narrow = await page.locator('[data-result]').count();
  expect(narrow).toBeGreaterThan(0);
  expect(narrow).toBeLessThan(broad);
  // The page's title streams in after its body on a client-side navigation.
  await expect(page).toHaveTitle(/brand strategy/);
  await expectNoA11yViolations(page);

  // From a result and back: the same search, box and results alike.
  await page.locator('[data-result] h2 a').first().click();
  await expect(page).toHaveURL(/\/newsroom\/(?!search)[^/]+$/);
  await page.goBack();
  await expect(page).toHaveURL('/newsroom/search?q=brand+strategy');
  await expect(live).toHaveValue('brand strategy');
  await expect(page.locator('[data-result]')).toHaveCount(narrow);
});

test('bad queries get a normal page or a 400, never an error', async ({ request }) => {
  const queries = [
    '',
    'a',
    'x'.repeat(10_000),
    '"',
    '*',
    'NEAR',
    'design NEAR brand',
    '-design',
    'design OR brand',
    '"design" AND (brand',
    '%',
    '%E0%A4%A',
    '%00',
    'design%00brand',
    '\u0000',
    '🙂',
    'the',
    'и в на',
    "'; drop table articles; --",
    '\\',
    '^design',
    'col:design',
    '{title}: design',
  ];
  for (const locale of ['', '/ru']) {
    for (const query of queries) {
      // Sent as written: the malformed ones stay malformed on the wire.
      const raw =
        query.startsWith('%') || query.includes('%00') ? query : encodeURIComponent(query);
      const page = raw.length < 100 ? raw : '2';
      const answer = await request.get(`${locale}/newsroom/search?q=${raw}&page=${page}`);
      expect([200, 400], `${locale} ${query.slice(0, 40)}`).toContain(answer.status());
      if (answer.status() === 200) {
        expect(await answer.text()).toContain('data-search-summary');
      }
    }
  }
  const long = await request.get(`/newsroom/search?q=${'x'.repeat(10_000)}`);
  expect(await long.text()).toContain(
    'That is too long to be a search: use at most 200 characters.',
  );
});

test.describe('as staff write', () => {
  test.use({ storageState: STAFF_STATE });

  const created: number[] = [];
  test.afterEach(async ({ request }) => {
    for (const id of created.splice(0)) await request.delete(`/api/article/${id}`);
  });

  async function banner(): Promise<Buffer> {
    return sharp({ create: { width: 1100, height: 980, channels: 3, background: '#5a3cdc' } })
      .png()
      .toBuffer();
  }

  async function write(
    request: APIRequestContext,
    fields: Record<string, string>,
    id?: number,
  ): Promise<{ id: number; slug: string }> {
    const answer = await request.post(id ? `/api/article/${id}` : '/api/article', {
      multipart: {
        ...(id ? { _method: 'PUT' } : {}),
        author_name: 'Search Test',
        hashtags: '#search',
        'banner[meta_title]': 'Banner',
        'banner[meta_alt]': 'A violet banner',
        ...(id
          ? {}
          : { 'banner[image]': { name: 'b.png', mimeType: 'image/png', buffer: await banner() } }),
        ...fields,
      },
    });
    expect(answer.status(), await answer.text()).toBe(id ? 200 : 201);
    return (await answer.json()).data;
  }

  const found = async (request: APIRequestContext, query: string, locale = '') => {
    const body = await (
      await request.get(`${locale}/newsroom/search?q=${encodeURIComponent(query)}`, {
        headers: { cookie: '' },
      })
    ).text();
    return [...body.matchAll(/data-result="([^"]+)"/g)].map(([, slug]) => slug);
  };

  test('the index follows every create, edit, publication, schedule and deletion at once', async ({
    request,
  }) => {
    const word = `quokka${Date.now().toString(36)}`;
    const draft = await write(request, {
      title: `Field notes ${word}`,
      content: `<p>Notes on ${word}s.</p>`,
      status: 'draft',
    });
    created.push(draft.id);
    expect(await found(request, word)).toEqual([]);

    const published = await write(
      request,
      { title: `Field notes ${word}`, content: `<p>Notes on ${word}s.</p>`, status: 'published' },
      draft.id,
    );
    expect(await found(request, word)).toEqual([published.slug]);

    const edited = await write(
      request,
      { title: 'Field notes, edited', content: '<p>Nothing left of it.</p>' },
      draft.id,
    );
    expect(await found(request, word)).toEqual([]);
    expect(await found(request, `edited ${word.slice(0, 3)}`)).toEqual([]);

    await write(
      request,
      {
        title: 'Field notes, edited',
        content: `<p>Back to ${word}.</p>`,
        status: 'scheduled',
        date: new Date(Date.now() + 3_600_000).toISOString(),
      },
      draft.id,
    );
    expect(await found(request, word)).toEqual([]);

    // A Russian article is found in the Russian newsroom only, by another form of its word.
    const ru = await write(request, {
      title: `Заметки о квоккаровании ${word}`,
      content: `<p>Мы изучали квоккарования ${word} целый год.</p>`,
    });
    created.push(ru.id);
    expect(await found(request, `квоккарованию ${word}`, '/ru')).toEqual([ru.slug]);
    expect(await found(request, word)).toEqual([]);

    expect((await request.delete(`/api/article/${ru.id}`)).status()).toBe(204);
    expect(await found(request, word, '/ru')).toEqual([]);
    expect(edited.slug).toBeTruthy();
  });
});

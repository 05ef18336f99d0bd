import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { visitorKey } from '../lib/analytics/visitor';
import { fill, form } from './support/contact';
import { makeArticle } from './support/translations';

/**
 * Page views as the browser sends them (components/layout/page-effects.client.tsx) and as the
 * server keeps them, read from the e2e server's store. Each test is a visitor of its own: a
 * client address of its own (the tests play the proxy, TRUSTED_PROXIES=loopback), so that the
 * day's visitor key, computed here from the stored salt, names its views and no other test's.
 */

const DB = 'data/e2e/site.db';

function read<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database(DB, { readonly: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

type Row = {
  page: string;
  locale: string;
  source: string;
  medium: string;
  campaign: string;
  device: string;
};

/** A visitor of its own: its address, and its page views as stored. */
async function visitor(page: Page, baseURL: string, agent?: string) {
  // One of 2^32 documentation addresses: two tests drawing the same one would share a key
  // (with 250 addresses, two tests did).
  const group = () => (Math.floor(Math.random() * 0xffff) + 1).toString(16);
  const address = `2001:db8:${group()}:${group()}::1`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  const userAgent = agent ?? (await page.evaluate(() => navigator.userAgent));
  const key = async () => {
    const day = new Date().toISOString().slice(0, 10);
    const [salt] = read<{ salt: string }>('SELECT salt FROM analytics_salts WHERE day = ?', day);
    return salt ? visitorKey(salt.salt, new URL(baseURL).host, address, userAgent) : '';
  };
  return {
    address,
    async views(): Promise<Row[]> {
      return read<Row>(
        'SELECT page, locale, source, medium, campaign, device FROM analytics_events WHERE visitor = ? ORDER BY id',
        await key(),
      );
    },
  };
}

const beaconAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/event');

test('pages visited in Chromium are counted, with where the visitor came from, and client-side navigations too', async ({
  page,
  baseURL,
}) => {
  const [article] = read<{ id: number; slug: string }>(
    "SELECT id, slug FROM articles WHERE status = 'published' AND language = 'en' ORDER BY id LIMIT 1",
  );
  const me = await visitor(page, baseURL!);
  const sent = beaconAnswer(page);
  await page.goto('/policy?utm_source=newsletter&utm_medium=email&utm_campaign=spring&q=private', {
    referer: 'https://www.news.example/story',
  });
  const answer = await sent;
  expect(answer.status()).toBe(204);
  expect(answer.request().postDataJSON()).toEqual({
    p: '/policy',
    r: 'https://www.news.example/story',
    q: 'utm_source=newsletter&utm_medium=email&utm_campaign=spring',
  });
  // No cookie, nothing stored in the browser for counting.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    expect.stringMatching(/visit|analytics|_ga/),
  );

  const navigated = beaconAnswer(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Newsroom' })
    .click();
  await expect(page).toHaveURL(/\/newsroom$/);
  expect((await navigated).request().postDataJSON()).toEqual({ p: '/newsroom', q: '' });

  await page.goto(`/newsroom/${article!.slug}`);
  await expect
    .poll(() => me.views(), { timeout: 10_000 })
    .toEqual([
      {
        page: 'policy',
        locale: 'en',
        // A tagged link's source wins over the site that sent the visitor.
        source: 'newsletter',
        medium: 'email',
        campaign: 'spring',
        device: 'desktop',
      },
      { page: 'newsroom', locale: 'en', source: '', medium: '', campaign: '', device: 'desktop' },
      expect.objectContaining({ page: `article:${article!.id}`, locale: 'en', source: '' }),
    ]);
});

test('pages visited in Chromium appear on the dashboard, in their language, from their source', async ({
  browser,
  baseURL,
}) => {
  // An article of the test's own, read by a visitor of its own: its figures are this test's.
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const desk = await staff.newPage();
  const title = `Counted on the dashboard ${Date.now()}`;
  const article = await makeArticle(desk, title, 'Read twice.', { language: 'en' });

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const me = await visitor(page, baseURL!);
  await page.goto(`/newsroom/${article.slug}`, { referer: 'https://duckduckgo.com/' });
  await expect.poll(() => me.views(), { timeout: 10_000 }).toHaveLength(1);
  await page.reload();
  await expect.poll(() => me.views(), { timeout: 10_000 }).toHaveLength(2);
  await context.close();

  // Today's figures are computed again within a second here (ANALYTICS_ROLLUP_SECONDS=1).
  // Its row: 2 views by 1 visitor (the figures of a roll-up that came between the two views
  // are replaced a second later; the page is asked again until then).
  const row = desk
    .getByRole('region', { name: 'Популярные статьи: английский' })
    .locator('tr')
    .filter({ hasText: title });
  await expect(async () => {
    await desk.goto('/crm/analytics?period=today');
    await expect(row.locator('td')).toHaveText(['2', '1'], { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(desk.getByRole('region', { name: 'Источники: сайты' })).toContainText(
    'duckduckgo.com',
  );
  await desk.request.delete(`/api/article/${article.id}`);
  await staff.close();
});

test('a page seen without scripts is counted by its noscript picture', async ({
  browser,
  baseURL,
}) => {
  const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent });
  const page = await context.newPage();
  const me = await visitor(page, baseURL!, userAgent);
  const sent = beaconAnswer(page);
  await page.goto('/ru/newsroom?utm_campaign=spring');
  const answer = await sent;
  expect([answer.request().method(), answer.status()]).toEqual(['GET', 204]);
  await expect
    .poll(() => me.views(), { timeout: 10_000 })
    .toEqual([
      {
        page: 'newsroom',
        locale: 'ru',
        source: '',
        medium: '',
        campaign: 'spring',
        device: 'desktop',
      },
    ]);
  await context.close();
});

test('a contact message says which article brought its sender, from where, and the page it was sent from', async ({
  browser,
  baseURL,
}) => {
  const [article] = read<{ id: number; slug: string; title: string }>(
    "SELECT id, slug, title FROM articles WHERE status = 'published' AND language = 'en' ORDER BY id LIMIT 1",
  );
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const me = await visitor(page, baseURL!);
  await page.goto(`/newsroom/${article!.slug}`, { referer: 'https://www.google.com/' });
  await expect.poll(() => me.views(), { timeout: 10_000 }).toHaveLength(1);
  await page.goto('/#contactForm');
  const text = `Brought by an article ${Date.now()}`;
  await fill(page, text);
  await form(page).submit.click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  await context.close();

  const [message] = read<{ id: number; sent_from: string; entry_page: string }>(
    'SELECT id, sent_from, entry_page FROM contact_messages WHERE message = ?',
    text,
  );
  expect(message).toMatchObject({ sent_from: 'home', entry_page: `article:${article!.id}` });
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const inbox = await staff.newPage();
  await inbox.goto(`/crm/inbox?message=${message!.id}`);
  const origin = inbox.locator('[data-message-origin]');
  await expect(origin).toContainText(`Пришёл со статьи «${article!.title}», из поиска Google`);
  await expect(origin).toContainText('Написал с главной');
  // The referrer is the visitor's browser's word: the inbox says so.
  await expect(origin).toContainText('Сайт и кампанию сообщил браузер посетителя');
  await staff.close();
});

test('a tagged link’s source wins over the referrer, in the count and in the inbox', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const me = await visitor(page, baseURL!);
  // A newsletter's link, followed from a search result page.
  await page.goto('/policy?utm_source=newsletter&utm_medium=email', {
    referer: 'https://www.google.com/',
  });
  await expect
    .poll(() => me.views(), { timeout: 10_000 })
    .toEqual([expect.objectContaining({ page: 'policy', source: 'newsletter', medium: 'email' })]);
  await page.goto('/#contactForm');
  const text = `Brought by a newsletter ${Date.now()}`;
  await fill(page, text);
  await form(page).submit.click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  await context.close();

  const [message] = read<{ id: number }>('SELECT id FROM contact_messages WHERE message = ?', text);
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const inbox = await staff.newPage();
  await inbox.goto(`/crm/inbox?message=${message!.id}`);
  const origin = inbox.locator('[data-message-origin]');
  await expect(origin).toContainText('по ссылке с меткой источника «newsletter»');
  await expect(origin).not.toContainText('Google');
  await staff.close();
});

test('a forged referrer and campaign are not shown to staff as what they claim', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const me = await visitor(page, baseURL!);
  const campaign = encodeURIComponent('CEO said: wire $50k to IBAN DE00 today');
  await page.goto(`/policy?utm_source=<b>x</b>&utm_campaign=${campaign}`, {
    referer: 'https://google-ads-FAKE/',
  });
  // Neither a site's host nor a short token: the referrer counts as some other site, the
  // campaign as none.
  await expect
    .poll(() => me.views(), { timeout: 10_000 })
    .toEqual([
      {
        page: 'policy',
        locale: 'en',
        source: 'other',
        medium: '',
        campaign: '',
        device: 'desktop',
      },
    ]);
  await page.goto('/#contactForm');
  const text = `Forged origin ${Date.now()}`;
  await fill(page, text);
  await form(page).submit.click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  await context.close();

  const [message] = read<{ id: number }>('SELECT id FROM contact_messages WHERE message = ?', text);
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const inbox = await staff.newPage();
  await inbox.goto(`/crm/inbox?message=${message!.id}`);
  const origin = inbox.locator('[data-message-origin]');
  await expect(origin).toContainText('Пришёл со страницы политики конфиденциальности');
  await expect(origin).toContainText('с другого сайта');
  await expect(origin).not.toContainText(/FAKE|CEO|IBAN|<b>/);
  await staff.close();
});

test.describe('not counted', () => {
  test('a bot', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    const bot = await visitor(page, baseURL!);
    const sent = beaconAnswer(page);
    await page.goto('/policy');
    expect((await sent).status()).toBe(204);
    await context.close();

    // A person's view sent after it is written after it: once that one is there, the bot's
    // would be too.
    const person = await browser.newPage();
    const control = await visitor(person, baseURL!);
    await person.goto('/policy');
    await expect.poll(() => control.views(), { timeout: 10_000 }).toHaveLength(1);
    expect(await bot.views()).toEqual([]);
    await person.close();
  });

  test.describe('signed-in staff', () => {
    test.use({ storageState: STAFF_STATE });

    test('a staff member', async ({ page, browser, baseURL }) => {
      const staff = await visitor(page, baseURL!);
      const sent = beaconAnswer(page);
      await page.goto('/policy');
      expect((await sent).status()).toBe(204);

      const context = await browser.newContext({ storageState: undefined });
      const person = await context.newPage();
      const control = await visitor(person, baseURL!);
      await person.goto('/policy');
      await expect.poll(() => control.views(), { timeout: 10_000 }).toHaveLength(1);
      expect(await staff.views()).toEqual([]);
      await context.close();
    });
  });
});

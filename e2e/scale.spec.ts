import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { createDatabase, startRedis, type RedisServer } from './support/services';
import { signInCookie, SITE_STAFF, startSite, type Site } from './support/site';
import { publishDespiteChecklist } from './support/checklist';

// Two instances of the production build on one PostgreSQL database and one Redis, as a site
// that has outgrown one server runs: what staff change through one is on the other at once,
// sessions and limits hold across both, and either Redis or an instance may go away.

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let a: Site;
let b: Site;
let redis: RedisServer;
let database: Awaited<ReturnType<typeof createDatabase>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createDatabase();
  redis = await startRedis();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    CONTACT_RATE_LIMIT: '3',
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startSite(env);
  b = await startSite(env);
});

test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await redis?.stop();
  await database?.drop();
});

async function text(
  site: Site,
  path: string,
): Promise<{ status: number; body: string; cache: string | null }> {
  const answer = await fetch(`${site.url}${path}`);
  return {
    status: answer.status,
    body: await answer.text(),
    cache: answer.headers.get('x-nextjs-cache'),
  };
}

/** Milliseconds until `check` holds, polling; fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** B's newsroom, feed and sitemap: read once, so that each is cached before a change. */
async function publicViews(site: Site) {
  const [newsroom, feed, sitemap] = await Promise.all([
    text(site, '/newsroom'),
    text(site, '/newsroom/feed.xml'),
    text(site, '/sitemap.xml'),
  ]);
  return { newsroom: newsroom.body, feed: feed.body, sitemap: sitemap.body };
}

async function signIn(page: Page, site: Site) {
  await page.goto(`${site.url}/crm/login`);
  await page.getByLabel('E-mail').fill(SITE_STAFF.email);
  await page.getByLabel('Пароль').fill(SITE_STAFF.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Все статьи' })).toBeVisible();
}

async function banner(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 700, channels: 3, background: { r: 90, g: 60, b: 220 } },
  })
    .png()
    .toBuffer();
}

async function createThroughApi(site: Site, cookie: string, title: string): Promise<Response> {
  const form = new FormData();
  form.set('title', title);
  form.set('author_name', 'Scale test');
  form.set('hashtags', '#scale');
  form.set('content', `<p>${title}</p>`);
  form.set(
    'banner[image]',
    new File([new Uint8Array(await banner())], 'b.png', { type: 'image/png' }),
  );
  return fetch(`${site.url}/api/article`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: site.url },
    body: form,
  });
}

test('a change made in the CRM of one instance is on the public pages of the other within 1 s', async ({
  page,
}) => {
  const title = `Scaled launch ${Date.now()}`;
  await signIn(page, a);
  await publicViews(b);
  // One cache for both: what A rendered, B serves without rendering it again.
  expect((await text(a, '/newsroom/tag/nextjs')).status).toBe(200);
  expect((await text(b, '/newsroom/tag/nextjs')).cache).toBe('HIT');

  // Created through instance A's CRM.
  await page.goto(`${a.url}/crm/article/new`);
  await page.setInputFiles('#banner', {
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await banner(),
  });
  await page.getByLabel(/^Meta title/).fill('Banner');
  await page.getByLabel(/^Meta alt/).fill('A violet banner');
  await page.getByLabel(/^Заголовок статьи/).fill(title);
  await page.getByLabel(/^Автор/).fill('Anna Smirnova');
  await page.getByLabel(/^Хэштеги/).fill('#scale');
  await page.getByRole('textbox', { name: /^Текст статьи/ }).click();
  await page.getByRole('textbox', { name: /^Текст статьи/ }).pressSequentially('Written on A.');
  await page.getByRole('button', { name: 'Создать статью' }).click();
  await publishDespiteChecklist(page);
  await expect(page.getByRole('status').filter({ hasText: 'создана' })).toBeVisible();
  const created = await within(1_000, async () => {
    const views = await publicViews(b);
    return views.newsroom.includes(title) && views.feed.includes(title);
  });
  const list = (await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('newsList') ?? '[]'),
  )) as { id: number; slug: string; title: string }[];
  const { id, slug } = list.find((article) => article.title === title)!;
  expect((await publicViews(b)).sitemap).toContain(`/newsroom/${slug}`);
  expect((await text(b, `/newsroom/${slug}`)).body).toContain(title);

  // Edited through A: B's article page, newsroom and feed follow.
  const edited = `${title} (edited)`;
  await page.goto(`${a.url}/crm/article/edit/${id}`);
  await page.getByLabel(/^Заголовок статьи/).fill(edited);
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'изменена' })).toBeVisible();
  const changed = await within(1_000, async () => {
    const [article, views] = await Promise.all([text(b, `/newsroom/${slug}`), publicViews(b)]);
    return (
      article.body.includes(edited) &&
      views.newsroom.includes(edited) &&
      views.feed.includes(edited)
    );
  });

  // Deleted through A: gone from B's article page, newsroom, feed and sitemap.
  await page.goto(`${a.url}/crm/articles`);
  await page.getByRole('button', { name: `Удалить статью «${edited}»` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'удалена' })).toBeVisible();
  const deleted = await within(1_000, async () => {
    const [article, views] = await Promise.all([text(b, `/newsroom/${slug}`), publicViews(b)]);
    return (
      article.status === 404 &&
      !views.newsroom.includes(edited) &&
      !views.feed.includes(edited) &&
      !views.sitemap.includes(`/newsroom/${slug}`)
    );
  });
  console.log(
    `instance B followed: create ${created} ms, edit ${changed} ms, delete ${deleted} ms`,
  );
});

test('a session opened on one instance works on the other', async ({ page }) => {
  await signIn(page, a);
  await page.goto(`${b.url}/crm/articles`);
  await expect(page).toHaveURL(`${b.url}/crm/articles`);
  await expect(page.getByRole('heading', { level: 1, name: 'Все статьи' })).toBeVisible();
  const cookie = await signInCookie(a);
  expect((await createThroughApi(b, cookie, `Written on B ${Date.now()}`)).status).toBe(201);
});

test('the contact limit counts messages sent to either instance', async () => {
  const send = (site: Site, n: number) =>
    fetch(`${site.url}/api_mail/MailSender.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Limit', email: 'limit@example.com', message: `Message ${n}` }),
    });
  const statuses = [];
  for (const [n, site] of [a, b, a, b].entries()) statuses.push((await send(site, n)).status);
  // A limit of 3 per address: the fourth is refused, though each instance saw only two.
  expect(statuses).toEqual([200, 200, 200, 429]);
});

test('with Redis gone both instances serve and accept writes; when it is back, changes propagate again', async () => {
  const cookieA = await signInCookie(a);
  const cookieB = await signInCookie(b);
  await redis.stop();
  try {
    for (const site of [a, b]) {
      for (const path of [
        '/',
        '/ru',
        '/newsroom',
        '/policy',
        '/newsroom/feed.xml',
        '/sitemap.xml',
      ]) {
        expect((await text(site, path)).status, `${site.url}${path}`).toBe(200);
      }
    }
    const during = `Written during the outage ${Date.now()}`;
    expect((await createThroughApi(a, cookieA, during)).status).toBe(201);
    expect((await createThroughApi(b, cookieB, `${during} on B`)).status).toBe(201);
    // Pages rendered during the outage are kept only a few seconds by each instance.
    await within(10_000, async () => (await text(b, '/newsroom')).body.includes(during));
  } finally {
    await redis.start();
  }
  const after = `Written after the outage ${Date.now()}`;
  await within(10_000, async () => (await createThroughApi(a, cookieA, after)).status === 201);
  await within(5_000, async () => (await text(b, '/newsroom')).body.includes(after));
  // And the cache is shared again: a page A has just rendered is a hit on B.
  await within(5_000, async () => {
    await text(a, '/newsroom/tag/scale');
    return (await text(b, '/newsroom/tag/scale')).cache === 'HIT';
  });
});

test('with instance A killed, B keeps serving and accepting writes', async () => {
  const cookie = await signInCookie(b);
  await a.kill();
  for (const path of ['/', '/newsroom', '/policy', '/sitemap.xml']) {
    expect((await text(b, path)).status, path).toBe(200);
  }
  const title = `Written after A died ${Date.now()}`;
  expect((await createThroughApi(b, cookie, title)).status).toBe(201);
  expect((await text(b, '/newsroom')).body).toContain(title);
});

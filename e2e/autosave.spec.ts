import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import sharp from 'sharp';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';
import { publishDespiteChecklist } from './support/checklist';

test.use({ storageState: STAFF_STATE });

type Stored = {
  id: number;
  slug: string;
  title: string;
  author_name: string;
  content: string;
  status: string;
  updated_at: string;
};

const createdIds: number[] = [];
test.afterEach(async ({ page }) => {
  for (const id of createdIds.splice(0)) await page.request.delete(`/api/article/${id}`);
});

/** An article of the test's own, through the provider (a draft unless `status` says). */
async function createArticle(page: Page, title: string, status = 'draft'): Promise<Stored> {
  const answer = await page.request.post('/api/article', {
    multipart: {
      title,
      author_name: 'Автор Автосохранения',
      hashtags: '#autosave',
      content: '<p>Исходный текст.</p>',
      status,
    },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: Stored };
  createdIds.push(data.id);
  return data;
}

async function stored(request: APIRequestContext, id: number): Promise<Stored> {
  const answer = await request.get(`/api/article/id/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Stored }).data;
}

async function revisions(request: APIRequestContext, id: number) {
  const answer = await request.get(`/api/article/id/${id}/revisions`);
  return ((await answer.json()) as { data: { event: string; title: string }[] }).data;
}

const titleOf = (page: Page) => page.getByLabel(/^Заголовок статьи/);
const editorOf = (page: Page) => page.getByRole('textbox', { name: /^Текст статьи/ });
const savedLine = (page: Page) => page.getByText(/^Сохранено в \d\d:\d\d$/);

/**
 * Runs the page's clock (installed before the form opened) well past the autosave's pause at
 * once, instead of waiting for it, and lets any save of article `id` that started meanwhile
 * reach the server.
 */
async function pastTheAutosavePause(page: Page, id: number) {
  const started: Request[] = [];
  const watch = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/article/${id}`)
      started.push(request);
  };
  page.on('request', watch);
  await page.clock.fastForward(6_000);
  await page.waitForTimeout(500);
  page.off('request', watch);
  await Promise.all(started.map((request) => request.response()));
}

test('a draft saves itself shortly after typing stops, in one revision per sitting, and stays open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const article = await createArticle(page, `Автосохранение ${Date.now()}`);
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(titleOf(page)).toHaveValue(article.title);

  await titleOf(page).fill(`${article.title} — правка`);
  await expect(page.getByText('Сохраняется…')).toBeVisible();
  await expect(savedLine(page)).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await stored(page.request, article.id)).title)
    .toBe(`${article.title} — правка`);
  expect((await stored(page.request, article.id)).status).toBe('draft');

  // More typing: saved again, into the same revision (created + one autosave).
  await editorOf(page).locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' И ещё одна фраза.');
  await expect
    .poll(async () => (await stored(page.request, article.id)).content, { timeout: 15_000 })
    .toContain('И ещё одна фраза.');
  await expect(savedLine(page)).toBeVisible();
  const history = await revisions(page.request, article.id);
  expect(history.map((revision) => revision.event)).toEqual(['autosaved', 'created']);
  expect(history[0]!.title).toBe(`${article.title} — правка`);
  await expect(page).toHaveURL(`/crm/article/edit/${article.id}`);

  // Saved on the server, nothing is left to offer back from this browser.
  await page.reload();
  await expect(titleOf(page)).toHaveValue(`${article.title} — правка`);
  await expect(editorOf(page)).toContainText('И ещё одна фраза.');
  await expect(page.getByRole('button', { name: 'Восстановить копию' })).toHaveCount(0);
  // The history says which saves were automatic.
  await page.goto(`/crm/article/history/${article.id}`);
  await expect(page.getByText('Сохранена автоматически')).toBeVisible();
});

test('a new article becomes a draft on the server once its required fields are filled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Новая с автосохранением ${Date.now()}`;
  await page.goto('/crm/article/new');
  await titleOf(page).fill(title);
  await expect(page.getByText('Не сохранено: заполните обязательные поля')).toBeVisible();
  await page.getByLabel(/^Автор/).fill('Автор Черновиков');
  await page.getByLabel(/^Хэштеги/).fill('#autosave');
  await editorOf(page).click();
  await page.keyboard.type('Первый абзац черновика.');

  await expect(savedLine(page)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/crm\/article\/edit\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  createdIds.push(id);
  // Edited from now on: its heading and its tab say so.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Редактирование статьи');
  await expect(page).toHaveTitle('Редактирование статьи — Lumen CRM');
  expect(await stored(page.request, id)).toMatchObject({ title, status: 'draft' });

  // «Создать статью» publishes that draft: one article, not two.
  await page.getByRole('button', { name: 'Создать статью' }).click();
  await publishDespiteChecklist(page);
  await expect(page).toHaveURL('/crm/articles');
  await expect(page.getByRole('status').filter({ hasText: 'создана' })).toHaveText(
    `Статья «${title}» создана.`,
  );
  const all = (await (await page.request.get('/api/articles?status=all')).json()) as {
    data: { id: number; title: string; status: string }[];
  };
  expect(all.data.filter((article) => article.title === title)).toEqual([
    expect.objectContaining({ id, status: 'published' }),
  ]);
});

test('a published article is never changed by an autosave: its edits wait in this browser', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const article = await createArticle(page, `Опубликованная ${Date.now()}`, 'published');
  await page.clock.install();
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(titleOf(page)).toHaveValue(article.title);
  await titleOf(page).fill(`${article.title} — не для читателей пока`);
  await expect(page.getByText(/^Копия в этом браузере: \d\d:\d\d$/)).toBeVisible();
  await pastTheAutosavePause(page, article.id);
  expect(await stored(page.request, article.id)).toMatchObject({
    title: article.title,
    updated_at: article.updated_at,
  });
  await expect(page.getByText('Сохраняется…')).toHaveCount(0);
  await expect(savedLine(page)).toHaveCount(0);
});

test('an autosave that fails says so and tries again', async ({ page }) => {
  test.setTimeout(90_000);
  const article = await createArticle(page, `Сбой автосохранения ${Date.now()}`);
  let refused = 0;
  await page.route(`**/api/article/${article.id}`, async (route: Route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Хранилище недоступно' }),
      });
    }
    return route.continue();
  });
  await page.clock.install();
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(titleOf(page)).toHaveValue(article.title);
  await titleOf(page).fill(`${article.title} — после сбоя`);
  await expect(page.getByText('Не удалось сохранить — повторим')).toBeVisible({ timeout: 15_000 });
  // The first retry is due 5 s later: its time comes at once.
  await page.clock.fastForward(5_000);
  await expect(savedLine(page)).toBeVisible({ timeout: 30_000 });
  expect((await stored(page.request, article.id)).title).toBe(`${article.title} — после сбоя`);
  expect(refused).toBe(1);
});

test('offline, «Сохранить черновик» says the server is out of reach; the autosave once back clears it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const article = await createArticle(page, `Без связи ${Date.now()}`);
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(titleOf(page)).toHaveValue(article.title);
  await context.setOffline(true);
  await titleOf(page).fill(`${article.title} — написано без связи`);
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Нет связи с сервером' });
  await expect(alert).toBeVisible();

  await context.setOffline(false);
  await expect(savedLine(page)).toBeVisible({ timeout: 30_000 });
  await expect(alert).toHaveCount(0);
  expect((await stored(page.request, article.id)).title).toBe(
    `${article.title} — написано без связи`,
  );
});

test('an autosave never writes over a colleague’s newer save: the conflict is shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const article = await createArticle(page, `Общий черновик ${Date.now()}`);
  await page.clock.install();
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(titleOf(page)).toHaveValue(article.title);

  // A colleague saves meanwhile.
  const theirs = await page.request.post(`/api/article/${article.id}`, {
    multipart: {
      _method: 'PUT',
      title: `${article.title} — их версия`,
      author_name: 'Коллега',
      hashtags: '#autosave',
      content: '<p>Их текст.</p>',
      status: 'draft',
    },
  });
  expect(theirs.status()).toBe(200);

  await page.getByLabel(/^Автор/).fill('Моя правка');
  const alert = page.getByRole('alert').filter({ hasText: /Пока вы редактировали/ });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(
      'Не сохранено: статью сохранили ещё раз — другой сотрудник или вы в другой вкладке',
    ),
  ).toBeVisible();
  // The save it met was this staff member's own (the same account, elsewhere): it says so.
  await expect(alert).toContainText('вы сохранили эту статью в другой вкладке или окне');
  await pastTheAutosavePause(page, article.id);
  expect(await stored(page.request, article.id)).toMatchObject({
    title: `${article.title} — их версия`,
    author_name: 'Коллега',
  });

  await alert.getByRole('button', { name: 'Взять сохранённую версию' }).click();
  await expect(titleOf(page)).toHaveValue(`${article.title} — их версия`);
  await expect(page.getByLabel(/^Автор/)).toHaveValue('Коллега');
});

test('an autosave waits for a picture’s upload and its description', async ({ page }) => {
  test.setTimeout(90_000);
  const article = await createArticle(page, `Черновик с картинкой ${Date.now()}`);
  const uploads: Route[] = [];
  await page.route('**/api/upload', (route) => {
    uploads.push(route);
  });
  await page.clock.install();
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(titleOf(page)).toHaveValue(article.title);
  await editorOf(page).locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Перед картинкой.');
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: '#2ee6a6' },
  })
    .png()
    .toBuffer();
  await page
    .locator('[data-editor-image-input]')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => uploads.length).toBe(1);
  await expect(page.getByText('Не сохранено: дождитесь загрузки изображений')).toBeVisible();
  await pastTheAutosavePause(page, article.id);
  expect((await stored(page.request, article.id)).content).not.toContain('Перед картинкой');

  // Uploaded, but not described: still not saved.
  await uploads[0]!.continue();
  const description = page.getByRole('dialog', { name: 'Описание изображения' });
  await expect(description).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Не сохранено: опишите изображения в тексте')).toBeVisible();
  await pastTheAutosavePause(page, article.id);
  expect((await stored(page.request, article.id)).content).not.toContain('<img');

  // Described: saved with it.
  await editorOf(page).locator('img').click();
  await page
    .getByRole('toolbar', { name: 'Форматирование текста' })
    .getByRole('button', { name: 'Описание изображения' })
    .click();
  await description.getByLabel('Что на изображении и зачем оно здесь').fill('Зелёный график');
  await description.getByRole('button', { name: 'Сохранить описание' }).click();
  await expect
    .poll(async () => (await stored(page.request, article.id)).content, { timeout: 15_000 })
    .toContain('alt="Зелёный график"');
  await expect(savedLine(page)).toBeVisible();
});

test('a text past 512 KB is not sent: the form says so beside the editor and keeps it here', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const article = await createArticle(page, `Очень длинный черновик ${Date.now()}`);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === `/api/article/${article.id}`
    )
      sent.push(request.url());
  });
  await page.clock.install();
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(titleOf(page)).toHaveValue(article.title);
  // About 560 KB of Russian text, pasted at once (two bytes a letter).
  await editorOf(page).locator('p').last().click();
  await page.keyboard.press('End');
  await editorOf(page).evaluate((element) => {
    const paragraph = `<p>${'Очень длинная статья, абзац за абзацем. '.repeat(20)}</p>`;
    const transfer = new DataTransfer();
    transfer.setData('text/html', paragraph.repeat(380));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByText('Не сохранено: текст статьи больше 512 КБ')).toBeVisible();
  await expect(
    page.getByText('Текст статьи больше 512 КБ вместе с разметкой', { exact: false }),
  ).toBeVisible();
  await pastTheAutosavePause(page, article.id);
  expect(sent).toEqual([]);
  expect((await stored(page.request, article.id)).content).toBe('<p>Исходный текст.</p>');

  // Nothing is lost: the browser kept the long text, and offers it back after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Восстановить копию' })).toBeVisible();
});

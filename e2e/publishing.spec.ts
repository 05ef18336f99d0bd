import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { publishDespiteChecklist } from './support/checklist';

test.use({ storageState: STAFF_STATE });

type Listed = { id: number; slug: string; title: string; status: string; date: string };

/** Every article of every status, as staff see them. */
async function staffList(request: APIRequestContext): Promise<Listed[]> {
  const answer = await request.get('/api/articles?status=all');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Listed[] }).data;
}

async function byTitle(request: APIRequestContext, title: string): Promise<Listed> {
  const found = (await staffList(request)).find((article) => article.title === title);
  expect(found, title).toBeDefined();
  return found!;
}

/**
 * What anyone can see of an article: its page, the provider's list, the sitemap, the feed. The
 * articles of these tests are written in Russian: they live in the Russian newsroom.
 */
async function publicViews(request: APIRequestContext, slug: string) {
  const [page, list, sitemap, feed, newsroom] = await Promise.all([
    request.get(`/ru/newsroom/${slug}`, { headers: { cookie: '' } }),
    request.get('/api/articles', { headers: { cookie: '' } }),
    request.get('/sitemap.xml'),
    request.get('/ru/newsroom/feed.xml'),
    request.get('/ru/newsroom'),
  ]);
  const path = `/ru/newsroom/${slug}`;
  return {
    page: page.status(),
    list: ((await list.json()) as { data: Listed[] }).data.some((a) => a.slug === slug),
    sitemap: (await sitemap.text()).includes(`${path}</loc>`),
    feed: (await feed.text()).includes(`${path}</link>`),
    newsroom: (await newsroom.text()).includes(`href="${path}"`),
  };
}

const HIDDEN = { page: 404, list: false, sitemap: false, feed: false, newsroom: false };
const SHOWN = { page: 200, list: true, sitemap: true, feed: true, newsroom: true };

/** Fills the article form's required fields. */
async function writeArticle(page: Page, title: string) {
  await page.getByLabel(/^Заголовок статьи/).fill(title);
  await page.getByLabel(/^Автор/).fill('Ольга Редактор');
  await page.getByLabel(/^Хэштеги/).fill('#workflow');
  const editor = page.getByRole('textbox', { name: /^Текст статьи/ });
  await editor.click();
  await editor.pressSequentially('Текст, который ещё не готов для читателей.');
}

const createdIds: number[] = [];
test.afterEach(async ({ page }) => {
  for (const id of createdIds.splice(0)) await page.request.delete(`/api/article/${id}`);
});

test('a draft stays off the public site until published; unpublishing takes it off at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Черновик редакции ${Date.now()}`;
  await page.goto('/crm/article/new');
  await writeArticle(page, title);
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  // Saved, and still being written: the form stays, now on the article's own address.
  await expect(page.getByRole('status').filter({ hasText: 'сохранён' })).toHaveText(
    `Черновик «${title}» сохранён.`,
  );
  const draft = await byTitle(page.request, title);
  createdIds.push(draft.id);
  expect(draft.status).toBe('draft');
  await expect(page).toHaveURL(`/crm/article/edit/${draft.id}`);

  // In the CRM list, marked, and found by the status filter; not linked to the public site.
  await page.getByRole('link', { name: 'Ко всем статьям' }).click();
  await expect(page).toHaveURL('/crm/articles');
  const row = page.locator(`tr[data-article-id="${draft.id}"]`);
  await expect(row.getByText('Черновик', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await page.getByLabel('Показать').selectOption({ label: 'Опубликована' });
  await expect(row).toHaveCount(0);
  await page.getByLabel('Показать').selectOption({ label: 'Черновик' });
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: 'Опубликована' })).toHaveCount(0);

  // Nowhere public, and not even by id without a session.
  expect(await publicViews(page.request, draft.slug)).toEqual(HIDDEN);
  const anonymous = await page.request.get(`/api/article/id/${draft.id}`, {
    headers: { cookie: '' },
  });
  expect(anonymous.status()).toBe(404);
  expect((await page.request.get(`/api/article/id/${draft.id}`)).status()).toBe(200);

  // Published from the form: live at once.
  await page.goto(`/crm/article/edit/${draft.id}`);
  await expect(page.getByText('Видна только сотрудникам.')).toBeVisible();
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await publishDespiteChecklist(page);
  await expect(page).toHaveURL('/crm/articles');
  // A draft sent out is published, not merely changed.
  await expect(page.getByRole('status').filter({ hasText: 'опубликована' })).toHaveText(
    `Статья «${draft.title}» опубликована.`,
  );
  expect(await publicViews(page.request, draft.slug)).toEqual(SHOWN);

  // Unpublished: a draft again, gone from every public view at once.
  await page.goto(`/crm/article/edit/${draft.id}`);
  await expect(page.getByRole('button', { name: 'Изменить статью' })).toBeVisible();
  await page.getByRole('button', { name: 'Снять с публикации' }).click();
  await page
    .getByRole('dialog', { name: 'Снять статью с публикации?' })
    .getByRole('button', { name: 'Снять с публикации' })
    .click();
  await expect(page).toHaveURL('/crm/articles');
  await expect(page.getByRole('status').first()).toContainText('снята с публикации');
  expect(await publicViews(page.request, draft.slug)).toEqual(HIDDEN);
  expect((await byTitle(page.request, title)).status).toBe('draft');
});

test('a draft is previewed on the real page, then scheduled, goes live by itself at its time', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Запланированная статья ${Date.now()}`;
  await page.goto('/crm/article/new');
  await writeArticle(page, title);

  // Not saved yet: the preview shows the form as it is, on the public article layout.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Предпросмотр' }).click(),
  ]);
  await preview.waitForURL(/\/preview\/[\w-]{24}$/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
    'Draft: not on the site.',
  );
  await expect(preview.locator('[class*="prose"]')).toContainText('ещё не готов для читателей');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const previewUrl = preview.url();
  const answer = await preview.request.get(previewUrl);
  expect(answer.headers()['cache-control']).toMatch(/no-store/);
  expect(answer.headers()['x-robots-tag']).toMatch(/noindex/);
  // In Russian too, from the preview's own switch.
  await preview.getByRole('link', { name: 'Русский', exact: true }).click();
  await expect(preview).toHaveURL(/\/ru\/preview\//);
  await expect(preview.getByRole('region', { name: 'Предпросмотр' })).toContainText(
    'Черновик: на сайте его нет.',
  );
  await expectNoA11yViolations(preview);
  await preview.close();
  // Choosing Russian there is remembered, as anywhere on the site: forget it for what follows.
  await page.context().clearCookies({ name: 'NEXT_LOCALE' });
  // No one else sees it: without a session, the address is the 404 page.
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const strangerView = await stranger.request.get(previewUrl);
  expect(strangerView.status()).toBe(404);
  expect(await strangerView.text()).not.toContain(title);
  await stranger.close();

  await page.getByRole('button', { name: 'Запланировать…' }).click();
  const when = page.getByLabel('Дата и время публикации');
  // The zone the time is read in is named on screen.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(`Время по вашему часовому поясу: ${zone}`)).toBeVisible();
  // A whole minute (the field is to the minute) at least two away, in the browser's own time.
  const local = await page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await when.fill(local);
  await page.getByRole('button', { name: 'Запланировать публикацию' }).click();
  await publishDespiteChecklist(page);
  await expect(page).toHaveURL('/crm/articles');
  await expect(page.getByRole('status').first()).toContainText(`«${title}» запланирована`);
  const scheduled = await byTitle(page.request, title);
  createdIds.push(scheduled.id);
  expect(scheduled.status).toBe('scheduled');
  expect(Date.parse(scheduled.date)).toBeGreaterThan(Date.now());
  await expect(page.locator(`tr[data-article-id="${scheduled.id}"]`)).toContainText(
    'Запланирована',
  );
  expect(await publicViews(page.request, scheduled.slug)).toEqual(HIDDEN);

  // The form's field is to the minute; the provider takes seconds. Brought forward to a few
  // seconds from now, the article is still scheduled and hidden until its time comes.
  const current = (await (await page.request.get(`/api/article/id/${scheduled.id}`)).json())
    .data as {
    title: string;
    author_name: string;
    hashtags: string;
    content: string;
    banner: { meta_title: string; meta_alt: string };
  };
  const soon = new Date(Date.now() + 5_000).toISOString();
  const moved = await page.request.post(`/api/article/${scheduled.id}`, {
    multipart: {
      _method: 'PUT',
      title: current.title,
      author_name: current.author_name,
      hashtags: current.hashtags,
      content: current.content,
      'banner[meta_title]': current.banner.meta_title,
      'banner[meta_alt]': current.banner.meta_alt,
      status: 'scheduled',
      date: soon,
    },
  });
  expect(moved.status()).toBe(200);
  expect((await byTitle(page.request, title)).status).toBe('scheduled');
  expect(await publicViews(page.request, scheduled.slug)).toEqual(HIDDEN);

  // No one does anything: at its time the server's sweep publishes it and refreshes the pages.
  await expect
    .poll(async () => (await publicViews(page.request, scheduled.slug)).newsroom, {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe(true);
  expect(await publicViews(page.request, scheduled.slug)).toEqual(SHOWN);
  const live = await byTitle(page.request, title);
  expect(live.status).toBe('published');
  expect(Date.parse(live.date)).toBeLessThanOrEqual(Date.now());
});

test('the provider refuses a status or time it cannot honour, and keeps drafts from strangers', async ({
  page,
}) => {
  const form = (fields: Record<string, string>) => ({
    title: `Проверка статуса ${Date.now()}`,
    author_name: 'Тест',
    hashtags: '#e2e',
    content: '<p>Текст.</p>',
    ...fields,
  });
  const refused = async (fields: Record<string, string>, field: string, message: string) => {
    const answer = await page.request.post('/api/article', { multipart: form(fields) });
    expect(answer.status()).toBe(422);
    expect((await answer.json()).errors[field]).toEqual([message]);
  };
  await refused({ status: 'archived' }, 'status', 'Неизвестный статус статьи');
  await refused({ status: 'scheduled' }, 'date', 'Укажите дату и время публикации');
  await refused(
    { status: 'scheduled', date: '2020-01-01T10:00:00Z' },
    'date',
    'Время публикации уже прошло: выберите время в будущем',
  );
  await refused({ status: 'draft', date: 'tomorrow' }, 'date', 'Неверная дата публикации');

  // Without a status, as the spec's clients write: published.
  const plain = await page.request.post('/api/article', { multipart: form({}) });
  expect(plain.status()).toBe(201);
  const created = (await plain.json()).data as Listed;
  createdIds.push(created.id);
  expect(created.status).toBe('published');

  // The staff list is for staff only.
  const stranger = await page.request.get('/api/articles?status=all', { headers: { cookie: '' } });
  expect(stranger.status()).toBe(401);
  expect((await page.request.get('/api/articles?status=lost')).status()).toBe(400);
});

test('the status control and the filtered list have no axe violations', async ({ page }) => {
  await page.goto('/crm/article/new');
  await page.getByRole('button', { name: 'Запланировать…' }).click();
  await expect(page.getByLabel('Дата и время публикации')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/crm/articles');
  await page.getByLabel('Показать').selectOption({ label: 'Запланирована' });
  await expectNoA11yViolations(page);
});

test('a published article moves to a new address, and the old one answers 308 for good', async ({
  page,
}) => {
  const stamp = Date.now();
  const created = await page.request.post('/api/article', {
    multipart: {
      title: `Переезд статьи ${stamp}`,
      author_name: 'Тест',
      hashtags: '#e2e',
      content: '<p>Текст.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()).data as Listed;
  createdIds.push(article.id);
  const oldSlug = article.slug;
  const newSlug = `novyj-adres-${stamp}`;

  await page.goto(`/crm/article/edit/${article.id}`);
  const address = page.getByLabel('Адрес статьи');
  await expect(address).toHaveValue(oldSlug);
  await address.fill(`Новый адрес ${stamp}`);
  // The hint shows the address the save will make of it.
  await expect(page.getByText(`Ссылка: /ru/newsroom/${newSlug}`)).toBeVisible();
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page).toHaveURL('/crm/articles');
  expect((await byTitle(page.request, article.title)).slug).toBe(newSlug);

  const get = (path: string) => page.request.get(path, { maxRedirects: 0 });
  for (const [from, to] of [
    [`/newsroom/${oldSlug}`, `/ru/newsroom/${newSlug}`],
    [`/ru/newsroom/${oldSlug}`, `/ru/newsroom/${newSlug}`],
    [`/api/article/${oldSlug}`, `/api/article/${newSlug}`],
  ] as const) {
    const moved = await get(from);
    expect(moved.status(), from).toBe(308);
    const location = moved.headersArray().find((h) => h.name.toLowerCase() === 'location');
    expect(new URL(location!.value, 'http://site').pathname, from).toBe(to);
  }
  expect((await get(`/ru/newsroom/${newSlug}`)).status()).toBe(200);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/ru/newsroom/${newSlug}</loc>`);
  expect(sitemap).not.toContain(`/newsroom/${oldSlug}</loc>`);

  // The old address stays this article's: no one else can take it.
  const taken = await page.request.post('/api/article', {
    multipart: {
      title: `Другая статья ${stamp}`,
      author_name: 'Тест',
      hashtags: '#e2e',
      content: '<p>Текст.</p>',
      slug: oldSlug,
    },
  });
  expect(taken.status()).toBe(422);
  expect((await taken.json()).errors.slug).toEqual([
    'Этот адрес уже у другой статьи (или был у неё раньше): выберите другой',
  ]);
});

test('deleting says which address stops working, and offers unpublishing instead', async ({
  page,
}) => {
  const stamp = Date.now();
  const created = await page.request.post('/api/article', {
    multipart: {
      title: `Статья на удаление ${stamp}`,
      author_name: 'Тест',
      hashtags: '#e2e',
      content: '<p>Текст.</p>',
    },
  });
  const article = (await created.json()).data as Listed;
  createdIds.push(article.id);

  await page.goto('/crm/articles');
  const row = page.locator(`tr[data-article-id="${article.id}"]`);
  await row.getByRole('button', { name: `Удалить статью «${article.title}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить статью?' });
  // A Russian article's address is under /ru.
  await expect(dialog).toContainText(
    `Перестанет открываться её адрес /ru/newsroom/${article.slug}`,
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Снять с публикации' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').first()).toContainText('снята с публикации');
  await expect(row.getByText('Черновик', { exact: true })).toBeVisible();
  expect(await publicViews(page.request, article.slug)).toEqual(HIDDEN);
  // Kept whole: the text is still there to publish again.
  const kept = await page.request.get(`/api/article/id/${article.id}`);
  expect((await kept.json()).data).toMatchObject({ status: 'draft', content: '<p>Текст.</p>' });

  // A draft is not on the site: deleting it has nothing else to warn about.
  await row.getByRole('button', { name: `Удалить статью «${article.title}»` }).click();
  await expect(dialog.getByRole('button', { name: 'Снять с публикации' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(row).toHaveCount(0);
  createdIds.length = 0;
});

test('a published article’s date is edited in the staff member’s own time', async ({ page }) => {
  const created = await page.request.post('/api/article', {
    multipart: {
      title: `Статья с датой ${Date.now()}`,
      author_name: 'Тест',
      hashtags: '#e2e',
      content: '<p>Текст.</p>',
    },
  });
  const article = (await created.json()).data as Listed;
  createdIds.push(article.id);

  await page.goto(`/crm/article/edit/${article.id}`);
  const date = page.getByLabel('Дата публикации');
  await date.fill('2025-01-15T10:30');
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page).toHaveURL('/crm/articles');
  const expected = await page.evaluate(() => new Date(2025, 0, 15, 10, 30).toISOString());
  expect((await byTitle(page.request, article.title)).date).toBe(expected);
  // Dated back, it is further down the list: found by its title.
  await page.getByLabel('Поиск по заголовку, тексту, автору или хэштегу').fill(article.title);
  await expect(page.locator(`tr[data-article-id="${article.id}"]`)).toContainText('15 янв. 2025');

  // Not in the future: that is what scheduling is for.
  await page.goto(`/crm/article/edit/${article.id}`);
  await date.fill('2099-01-01T10:00');
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page.getByText('Дата публикации в будущем: запланируйте публикацию')).toBeVisible();
  await expect(page).toHaveURL(`/crm/article/edit/${article.id}`);
});

test('when two people edit one article, the second save is told and nothing is lost', async ({
  page,
  browser,
}) => {
  const created = await page.request.post('/api/article', {
    multipart: {
      title: `Общая статья ${Date.now()}`,
      author_name: 'Тест',
      hashtags: '#e2e',
      content: '<p>Исходный текст статьи.</p>',
    },
  });
  const article = (await created.json()).data as Listed;
  createdIds.push(article.id);

  // Two staff members open the same article.
  const colleague = await browser.newContext({ storageState: STAFF_STATE });
  const other = await colleague.newPage();
  // The conflict is an answer the form expects: the page logs no error of its own for it.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /^(the server answered|\{api\} refused)/.test(message.text())
    ) {
      logged.push(message.text());
    }
  });
  try {
    await page.goto(`/crm/article/edit/${article.id}`);
    await other.goto(`/crm/article/edit/${article.id}`);
    await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue(article.title);
    await expect(other.getByLabel(/^Заголовок статьи/)).toHaveValue(article.title);

    // The colleague saves first.
    await other.getByLabel(/^Заголовок статьи/).fill(`${article.title} — их правка`);
    await other.getByRole('button', { name: 'Изменить статью' }).click();
    await expect(other).toHaveURL('/crm/articles');

    // This save is refused, with the way to compare.
    await page.getByLabel(/^Автор/).fill('Моя правка автора');
    await page.getByRole('button', { name: 'Изменить статью' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /Пока вы редактировали/ });
    await expect(alert).toBeVisible();
    // Both are the same account here: the same person in another window, not a colleague.
    await expect(alert).toContainText('вы сохранили эту статью в другой вкладке или окне');
    await expect(page).toHaveURL(`/crm/article/edit/${article.id}`);
    expect((await byTitle(page.request, `${article.title} — их правка`)).id).toBe(article.id);
    expect(logged).toEqual([]);
    await alert.getByRole('button', { name: 'Показать различия' }).click();
    await expect(alert.locator('del')).toContainText('их правка');
    await expectNoA11yViolations(page);

    // Mine, saved over theirs on purpose.
    await alert.getByRole('button', { name: 'Сохранить мою версию' }).click();
    await expect(page).toHaveURL('/crm/articles');
    const saved = await page.request.get(`/api/article/id/${article.id}`);
    expect((await saved.json()).data).toMatchObject({
      title: article.title,
      author_name: 'Моя правка автора',
    });

    // The colleague, still on the old version, is told in turn, and can take the saved one.
    await other.goto(`/crm/article/edit/${article.id}`);
    await other.getByLabel(/^Хэштеги/).fill('#e2e #они');
    await page.request.post(`/api/article/${article.id}`, {
      multipart: {
        _method: 'PUT',
        title: 'Третья версия',
        author_name: 'Тест',
        hashtags: '#e2e',
        content: '<p>Третий текст.</p>',
      },
    });
    await other.getByRole('button', { name: 'Изменить статью' }).click();
    const theirs = other.getByRole('alert').filter({ hasText: /Пока вы редактировали/ });
    await theirs.getByRole('button', { name: 'Взять сохранённую версию' }).click();
    await expect(other.getByLabel(/^Заголовок статьи/)).toHaveValue('Третья версия');
  } finally {
    await colleague.close();
  }
});

/** Presses Tab until the focused element's name starts with `name` (at most 40 times). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelledBy = element.getAttribute('aria-labelledby');
      const label =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent;
      return (label ?? '').trim();
    });
    if (focused.startsWith(name)) return;
  }
  throw new Error(`"${name}" is not reachable with Tab`);
}

test('the form and its status control work from the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `С клавиатуры ${Date.now()}`;
  await page.goto('/crm/article/new');
  const titleField = page.getByLabel(/^Заголовок статьи/);
  await expect(titleField).toBeVisible();

  // Publishing an empty form: the summary names the fields, and focus goes to the first one.
  await page.getByRole('link', { name: 'Статьи' }).first().focus();
  await tabTo(page, 'Создать статью');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toHaveText(
    'Некоторые поля не прошли валидацию! Исправьте: Заголовок статьи, Автор, Хэштеги, Текст статьи.',
  );
  await expect(titleField).toBeFocused();

  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Клара Клавиатурова');
  await page.keyboard.press('Tab');
  await page.keyboard.type('#keyboard');
  // The address field, then the editor's toolbar (one stop) and its text.
  await tabTo(page, 'Текст статьи');
  await page.keyboard.type('Всё это набрано без мыши.');
  // Typing cleared the stale message.
  await expect(page.getByText(/^Некоторые поля не прошли валидацию/)).toHaveCount(0);

  // «Запланировать…» opens the time field and puts focus in it; confirming without a time
  // says what is missing and stays there.
  await tabTo(page, 'Запланировать…');
  await page.keyboard.press('Enter');
  const when = page.getByLabel('Дата и время публикации');
  await expect(when).toBeFocused();
  // (Tab walks through the date's own parts first.)
  await tabTo(page, 'Запланировать публикацию');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toContainText('Дата и время публикации');
  await expect(when).toBeFocused();
  // The native date control's own keys are the browser's; the value is set like a paste.
  await when.fill('2031-03-15T09:30');
  await tabTo(page, 'Запланировать публикацию');
  await page.keyboard.press('Space');
  // The checklist takes focus; scheduling anyway is a Tab away.
  await tabTo(page, 'Запланировать всё равно');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/crm/articles');
  const scheduled = await byTitle(page.request, title);
  createdIds.push(scheduled.id);
  expect(scheduled.status).toBe('scheduled');

  // Back in the form, «Сохранить черновик» by keyboard takes it back to a draft, and the
  // form stays open on it.
  await page.goto(`/crm/article/edit/${scheduled.id}`);
  await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue(title);
  await page.getByLabel(/^Заголовок статьи/).focus();
  await tabTo(page, 'Сохранить черновик');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Публикация отменена' })).toHaveText(
    `Публикация отменена: статья «${title}» сохранена как черновик.`,
  );
  await expect(page).toHaveURL(`/crm/article/edit/${scheduled.id}`);
  expect((await byTitle(page.request, title)).status).toBe('draft');
});

/** An article of the test's own, through the provider: published unless `status` says. */
async function ownArticle(page: Page, title: string, fields: Record<string, string> = {}) {
  const answer = await page.request.post('/api/article', {
    multipart: {
      title,
      author_name: 'Тест',
      hashtags: '#e2e',
      content: '<p>Текст.</p>',
      ...fields,
    },
  });
  expect(answer.status()).toBe(201);
  const article = (await answer.json()).data as Listed;
  createdIds.push(article.id);
  return article;
}

test('Enter in a field of a live article saves it as it is: it stays on the site', async ({
  page,
}) => {
  const article = await ownArticle(page, `Живая статья ${Date.now()}`);
  await page.goto(`/crm/article/edit/${article.id}`);
  const title = page.getByLabel(/^Заголовок статьи/);
  await expect(title).toHaveValue(article.title);
  await title.fill(`${article.title} — уточнено`);
  await title.press('Enter');
  await expect(page).toHaveURL('/crm/articles');
  await expect(page.getByRole('status').first()).toHaveText(
    `Статья «${article.title} — уточнено» изменена.`,
  );
  expect(await byTitle(page.request, `${article.title} — уточнено`)).toMatchObject({
    id: article.id,
    status: 'published',
  });
  expect((await page.request.get(`/newsroom/${article.slug}`)).status()).toBe(200);
});

test('Enter and Ctrl+S save a draft as a draft and keep it open', async ({ page }) => {
  const article = await ownArticle(page, `Черновик с клавиатуры ${Date.now()}`, {
    status: 'draft',
  });
  await page.goto(`/crm/article/edit/${article.id}`);
  const hashtags = page.getByLabel(/^Хэштеги/);
  await expect(hashtags).toHaveValue('#e2e');
  await hashtags.fill('#e2e #enter');
  await hashtags.press('Enter');
  await expect(page.getByText(/^Сохранено в \d\d:\d\d$/)).toBeVisible();
  await expect(page).toHaveURL(`/crm/article/edit/${article.id}`);
  expect((await byTitle(page.request, article.title)).status).toBe('draft');

  const author = page.getByLabel(/^Автор/);
  await author.fill('Сохранено сочетанием');
  await page.keyboard.press('ControlOrMeta+s');
  await expect
    .poll(async () => {
      const saved = await page.request.get(`/api/article/id/${article.id}`);
      return (await saved.json()).data.author_name;
    })
    .toBe('Сохранено сочетанием');
  await expect(page).toHaveURL(`/crm/article/edit/${article.id}`);
  expect((await byTitle(page.request, article.title)).status).toBe('draft');
});

test('taking a live article off the site asks first and says what happens to its page', async ({
  page,
}) => {
  const article = await ownArticle(page, `Снять или нет ${Date.now()}`);
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue(article.title);
  await page.getByRole('button', { name: 'Снять с публикации' }).click();
  const dialog = page.getByRole('dialog', { name: 'Снять статью с публикации?' });
  await expect(dialog).toContainText(`/newsroom/${article.slug}`);
  await expect(dialog).toContainText('страница не найдена');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  expect((await byTitle(page.request, article.title)).status).toBe('published');

  await page.getByRole('button', { name: 'Снять с публикации' }).click();
  await dialog.getByRole('button', { name: 'Снять с публикации' }).click();
  await expect(page).toHaveURL('/crm/articles');
  await expect(page.getByRole('status').first()).toContainText('снята с публикации');
  expect((await byTitle(page.request, article.title)).status).toBe('draft');
  expect(await publicViews(page.request, article.slug)).toEqual(HIDDEN);
});

test('after a save the list shows the saved row, on whichever page it is, with the notice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 640 });
  // Enough newer articles that an old one is past the list's first page.
  const stamp = Date.now();
  for (let i = 0; i < 21; i++) await ownArticle(page, `Свежая статья ${stamp}-${i}`);
  const old = await ownArticle(page, `Давняя статья ${stamp}`, { date: '2001-02-03T10:00:00Z' });

  await page.goto(`/crm/article/edit/${old.id}`);
  await page.getByLabel(/^Заголовок статьи/).fill(`${old.title} (обновлено)`);
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page).toHaveURL('/crm/articles');
  await expect(page.getByRole('status').first()).toHaveText(
    `Статья «${old.title} (обновлено)» изменена.`,
  );
  const row = page.locator(`tr[data-article-id="${old.id}"]`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('aria-current', 'true');
});

test('a draft’s row shows no publication date, and deleting a draft does not speak of the site', async ({
  page,
}) => {
  const draft = await ownArticle(page, `Черновик без даты ${Date.now()}`, { status: 'draft' });
  await page.goto('/crm/articles');
  await page.getByLabel('Поиск по заголовку, тексту, автору или хэштегу').fill(draft.title);
  const row = page.locator(`tr[data-article-id="${draft.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('time')).toHaveCount(0);
  await expect(row.getByRole('cell').nth(5)).toHaveText('—нет');
  await row.getByRole('button', { name: `Удалить статью «${draft.title}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить статью?' });
  await expect(dialog).toContainText(`Черновик «${draft.title}» будет удалён`);
  await expect(dialog).not.toContainText('сайт');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
});

test('the buttons that publish say the article is on the site at once', async ({ page }) => {
  await page.goto('/crm/article/new');
  const create = page.getByRole('button', { name: 'Создать статью' });
  await expect(create).toBeVisible();
  await expect(page.getByText('Статья сразу появится на сайте.')).toBeVisible();
  await expect(create).toHaveAccessibleDescription('Статья сразу появится на сайте.');
});

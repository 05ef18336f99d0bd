import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { STAFF_STATE } from '../playwright.config';
import { expect, showEveryCard, test } from './fixtures';

test.use({ storageState: STAFF_STATE });
// The tests add cards at the end of the list and move them: one at a time, so that none of
// them lands between another's cards.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A save re-encodes a picture and refreshes the landing page: give a busy machine time. */
const SAVED = 30_000;

interface Project {
  id: number;
  title_en: string;
  title_ru: string;
  image: string;
  url: string | null;
}

function picture(color = '#6a47ff', width = 960, height = 720) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .webp()
    .toBuffer();
}

/** A portfolio card of the test's own, added at the end of the list through the CRM's API. */
async function addProject(
  request: APIRequestContext,
  title: string,
  { url = '' }: { url?: string } = {},
): Promise<Project> {
  const answer = await request.post('/api/crm/projects', {
    multipart: {
      title_en: title,
      title_ru: `${title} по-русски`,
      description_en: 'A card made by a test',
      description_ru: 'Карточка из теста',
      url,
      image: { name: 'card.webp', mimeType: 'image/webp', buffer: await picture() },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: Project }).data;
}

async function removeCard(request: APIRequestContext, kind: string, id: number) {
  const answer = await request.delete(`/api/crm/${kind}/${id}`);
  expect([200, 404]).toContain(answer.status());
}

/** A portfolio card on the landing page or the portfolio page. */
const publicCard = (page: Page, id: number) => page.locator(`main [data-project="${id}"]`);

/** The public cards' ids in their order on the page. */
const publicOrder = (page: Page) =>
  page
    .locator('main [data-project]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-project'))));

const crmCard = (page: Page, id: number) => page.locator(`li[data-card-id="${id}"]`);

/**
 * A CRM list of cards, once React has hydrated it: the list is rendered on the server with its
 * cards, whose buttons are disabled until they have a handler to run.
 */
async function openCards(page: Page, kind: 'projects' | 'reviews') {
  await page.goto(`/crm/${kind}`);
  await expect(page.locator('li[data-card-id] button').first()).toBeEnabled();
}

test('the lists come with their cards, whose buttons wait for the page to answer', async ({
  page,
}) => {
  // The server's HTML: every card's buttons disabled (a press would have nothing to run yet).
  const html = await (await page.request.get('/crm/projects')).text();
  const buttons = html.match(/<li[^>]*data-card-id[\s\S]*?<\/li>/)![0].match(/<button[^>]*>/g)!;
  expect(buttons.length).toBeGreaterThanOrEqual(5);
  for (const button of buttons) expect(button).toMatch(/\sdisabled=""/);
  // The same list once hydrated: every one of them enabled.
  await openCards(page, 'projects');
  const card = page.locator('li[data-card-id]').first();
  // (The first card's «Выше» stays aria-disabled: it is at the top. It is not disabled.)
  for (const button of await card.getByRole('button').all()) {
    await expect(button).toHaveJSProperty('disabled', false);
  }
});

test('a card edited in the CRM shows its new title on / and /ru/projects at once', async ({
  page,
}) => {
  const stamp = Date.now();
  const project = await addProject(page.request, `Edit me ${stamp}`);
  try {
    await page.goto('/crm/projects');
    await page.getByRole('link', { name: `Изменить «${project.title_ru}»` }).click();
    await expect(page).toHaveURL(`/crm/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Редактирование проекта');
    const russian = page.getByRole('group', { name: /на русском/ });
    const english = page.getByRole('group', { name: /на английском/ });
    await russian.getByLabel(/^Название/).fill(`Новое название ${stamp}`);
    await english.getByLabel(/^Название/).fill(`New title ${stamp}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL('/crm/projects', { timeout: SAVED });
    await expect(page.getByRole('status').filter({ hasText: 'Проект сохранён.' })).toBeVisible();
    await expect(crmCard(page, project.id)).toContainText(`Новое название ${stamp}`);

    await showEveryCard(page, '/');
    await expect(publicCard(page, project.id).locator('h3')).toHaveText(`New title ${stamp}`);
    // The portfolio page is refreshed with the landing page.
    await page.goto('/ru/projects');
    await expect(publicCard(page, project.id).getByRole('heading')).toHaveText(
      `Новое название ${stamp}`,
    );
  } finally {
    await removeCard(page.request, 'projects', project.id);
  }
});

test('a card added with a picture in the CRM is on the page through the image optimiser', async ({
  page,
}) => {
  const title = `Added ${Date.now()}`;
  await page.goto('/crm/projects');
  await page.getByRole('link', { name: 'Добавить проект' }).click();
  await expect(page).toHaveURL('/crm/projects/new');
  // Nothing filled: every field says what is missing, and nothing is sent.
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Проверьте отмеченные поля' }),
  ).toContainText('Название (Русский), Описание (Русский)');
  await expect(
    page.getByText('Выберите изображение: без него карточку не показать.'),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: /на русском/ }).getByLabel(/^Название/),
  ).toBeFocused();

  await page
    .getByRole('group', { name: /на русском/ })
    .getByLabel(/^Название/)
    .fill(`${title} ру`);
  await page
    .getByRole('group', { name: /на русском/ })
    .getByLabel(/^Описание/)
    .fill('Описание');
  await page
    .getByRole('group', { name: /на английском/ })
    .getByLabel(/^Название/)
    .fill(title);
  await page
    .getByRole('group', { name: /на английском/ })
    .getByLabel(/^Описание/)
    .fill('About');
  const url = page.getByLabel(/^Ссылка на сайт проекта/);
  await url.fill('brewline.ru');
  await url.blur();
  await expect(
    page.getByText('Нужен полный адрес сайта, начиная с https:// или http://.'),
  ).toBeVisible();
  await url.fill('https://added-studio.ru');
  await page.getByLabel(/^Изображение проекта/).setInputFiles({
    name: 'added.webp',
    mimeType: 'image/webp',
    buffer: await picture('#0b7358'),
  });
  await expect(page.getByRole('img', { name: 'Выбранное изображение' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  await expect(page).toHaveURL('/crm/projects', { timeout: SAVED });
  await expect(page.getByRole('status').filter({ hasText: 'Проект добавлен.' })).toBeVisible();
  const id = Number(await page.locator('li[data-card-id]').last().getAttribute('data-card-id'));
  try {
    await expect(crmCard(page, id)).toContainText(`${title} ру`);
    await expect(crmCard(page, id)).toContainText('Ссылка: added-studio.ru');
    await showEveryCard(page, '/');
    const card = publicCard(page, id);
    await expect(card.locator('h3')).toContainText(title);
    await expect(card.locator('img')).toHaveAttribute(
      'srcset',
      /url=%2Fapi%2Fimages%2F[0-9a-f]{64}\.webp/,
    );
    await expect(card.getByRole('link')).toHaveAttribute('href', 'https://added-studio.ru');
  } finally {
    await removeCard(page.request, 'projects', id);
  }
});

test('a hidden card leaves the page and comes back when shown; deleting asks first', async ({
  page,
}) => {
  const project = await addProject(page.request, `Hide me ${Date.now()}`);
  try {
    await showEveryCard(page, '/');
    await expect(publicCard(page, project.id)).toBeVisible();

    await openCards(page, 'projects');
    const card = crmCard(page, project.id);
    await card.getByRole('button', { name: `Скрыть «${project.title_ru}» с сайта` }).click();
    await expect(card).toContainText('Скрыт на сайте');
    await expect(
      page.getByRole('status').filter({ hasText: 'Проект скрыт с сайта.' }),
    ).toBeVisible();
    await showEveryCard(page, '/');
    await expect(publicCard(page, project.id)).toHaveCount(0);

    await openCards(page, 'projects');
    await card.getByRole('button', { name: `Показать «${project.title_ru}» на сайте` }).click();
    await expect(card).toContainText('На сайте');
    await showEveryCard(page, '/ru');
    await expect(publicCard(page, project.id)).toBeVisible();

    await openCards(page, 'projects');
    await card.getByRole('button', { name: `Удалить «${project.title_ru}»` }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить проект?' });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Удалить «${project.title_ru}»` }).click();
    await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'удалён' })).toBeVisible();
    await showEveryCard(page, '/');
    await expect(publicCard(page, project.id)).toHaveCount(0);
  } finally {
    await removeCard(page.request, 'projects', project.id);
  }
});

test('cards reordered by keyboard, and by «Выше» and «Ниже», change the order on /', async ({
  page,
}) => {
  const stamp = Date.now();
  const first = await addProject(page.request, `First ${stamp}`);
  const second = await addProject(page.request, `Second ${stamp}`);
  try {
    await showEveryCard(page, '/');
    let order = await publicOrder(page);
    expect(order.indexOf(first.id)).toBe(order.indexOf(second.id) - 1);

    await openCards(page, 'projects');
    // The drag handle, by keyboard: pick up, one place up, drop.
    const handle = crmCard(page, second.id).getByRole('button', {
      name: `Перетащить «${second.title_ru}»`,
    });
    await handle.focus();
    const total = await page.locator('li[data-card-id]').count();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'взята' })).toHaveText(
      `Карточка «${second.title_ru}» взята, позиция ${total} из ${total}.`,
    );
    // The sortable list listens for the arrow keys from a timer after the pick-up (dnd-kit's
    // keyboard sensor adds its listener in a setTimeout, which the browser may hold back 4 ms
    // or more): a key pressed in the same instant as the announcement (no person is that
    // fast) would reach nothing. A timer of 100 ms set now fires after that one, whatever the
    // load: timers run in the order they expire.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await page.keyboard.press('ArrowUp');
    // Dropped once the move is announced, as someone listening to it would, and not in the
    // same instant: the list settles the moved card's place over the next frames (under load
    // a drop in the announcement's own frame found the card back at its old place).
    await expect(page.getByRole('status').filter({ hasText: 'на позиции' })).toHaveText(
      `Карточка «${second.title_ru}» на позиции ${total - 1} из ${total}.`,
    );
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'Порядок сохранён.' })).toBeVisible();
    const crmOrder = () =>
      page
        .locator('li[data-card-id]')
        .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-card-id'))));
    expect((await crmOrder()).indexOf(second.id)).toBe((await crmOrder()).indexOf(first.id) - 1);

    await showEveryCard(page, '/');
    order = await publicOrder(page);
    expect(order.indexOf(second.id)).toBe(order.indexOf(first.id) - 1);

    // The buttons, for phones and keyboards alike.
    await openCards(page, 'projects');
    await crmCard(page, second.id)
      .getByRole('button', { name: `Переместить «${second.title_ru}» ниже` })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Порядок сохранён.' })).toBeVisible();
    await expect(crmCard(page, second.id).getByRole('button', { name: /ниже$/ })).toBeFocused();
    await showEveryCard(page, '/ru');
    order = await publicOrder(page);
    expect(order.indexOf(first.id)).toBe(order.indexOf(second.id) - 1);
    // The last card cannot go lower.
    await openCards(page, 'projects');
    const last = page.locator('li[data-card-id]').last();
    await expect(last.getByRole('button', { name: /ниже$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  } finally {
    await removeCard(page.request, 'projects', first.id);
    await removeCard(page.request, 'projects', second.id);
  }
});

test('an order the server refuses is put back, with the reason', async ({ page }) => {
  await page.route('**/api/crm/reviews/order', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Сервер недоступен.' }),
    }),
  );
  await openCards(page, 'reviews');
  const ids = () =>
    page
      .locator('li[data-card-id]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-id')));
  const before = await ids();
  await page.locator('li[data-card-id]').first().getByRole('button', { name: /ниже$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Порядок не сохранён' })).toHaveText(
    'Порядок не сохранён, карточки вернулись на места: Сервер недоступен.',
  );
  expect(await ids()).toEqual(before);
});

test('a placeholder address is flagged in the CRM and never linked on the page', async ({
  page,
}) => {
  const project = await addProject(page.request, `Placeholder ${Date.now()}`, {
    url: 'https://zeta-studio.example',
  });
  try {
    await openCards(page, 'projects');
    await expect(crmCard(page, project.id)).toContainText(
      'адрес-заглушка: на сайте карточка показана без ссылки',
    );
    // The seed's own addresses are placeholders too, kept for staff to replace.
    await expect(page.getByText('brewline.example')).toBeVisible();

    await showEveryCard(page, '/');
    const card = publicCard(page, project.id);
    await expect(card.locator('[aria-disabled="true"]')).toBeVisible();
    await expect(card.locator('a')).toHaveCount(0);
    await expect(card).toContainText('Case study coming soon');
    const placeholders = await page
      .locator('a[href]')
      .evaluateAll((links) =>
        links
          .map((link) => new URL((link as HTMLAnchorElement).href).hostname)
          .filter((host) =>
            /\.(example|invalid|test|localhost)$|(^|\.)example\.(com|net|org)$/.test(host),
          ),
      );
    expect(placeholders).toEqual([]);

    // The real address replaces it: the card links, in a new tab, without an opener.
    await page.goto(`/crm/projects/${project.id}`);
    await expect(
      page.getByText('Адрес-заглушка: на сайте эта карточка показана без ссылки'),
    ).toBeVisible();
    await page.getByLabel(/^Ссылка на сайт проекта/).fill('https://zeta-studio.ru');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL('/crm/projects', { timeout: SAVED });
    await showEveryCard(page, '/');
    const link = publicCard(page, project.id).getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://zeta-studio.ru');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  } finally {
    await removeCard(page.request, 'projects', project.id);
  }
});

test('a review with a colour and no photo shows its initials in that colour', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/crm/reviews');
  await page.getByRole('link', { name: 'Добавить отзыв' }).click();
  const russian = page.getByRole('group', { name: /на русском/ });
  const english = page.getByRole('group', { name: /на английском/ });
  await russian.getByLabel(/^Имя/).fill('Зоя Кузнецова');
  await russian.getByLabel(/^Должность/).fill(`Директор, тест ${stamp}`);
  await russian.getByLabel(/^Текст отзыва/).fill('Всё сделали вовремя.');
  await english.getByLabel(/^Имя/).fill('Zoe Quinn');
  await english.getByLabel(/^Должность/).fill(`CEO, test ${stamp}`);
  await english.getByLabel(/^Текст отзыва/).fill('Everything on time.');
  await page.getByLabel('Код цвета').fill('#0B7358');
  // The preview shows the circle as each page will.
  const preview = page.getByRole('region', { name: 'Так подпись выглядит на сайте' });
  await expect(preview.getByText('ZQ')).toHaveCSS('background-color', 'rgb(11, 115, 88)');
  await expect(preview.getByText('ЗК')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить отзыв' }).click();
  await expect(page).toHaveURL('/crm/reviews', { timeout: SAVED });
  const id = Number(await page.locator('li[data-card-id]').last().getAttribute('data-card-id'));
  try {
    await expect(crmCard(page, id)).toContainText('Зоя Кузнецова');
    await showEveryCard(page, '/', 'happyClients');
    const review = page.locator(`#happyClients [data-review="${id}"]`);
    await expect(review).toContainText(`CEO, test ${stamp}`);
    const circle = review.locator('figcaption span[aria-hidden="true"]');
    await expect(circle).toHaveText('ZQ');
    await expect(circle).toHaveCSS('background-color', 'rgb(11, 115, 88)');
    await expect(review.locator('img')).toHaveCount(0);
    await showEveryCard(page, '/ru', 'happyClients');
    await expect(
      page.locator(`#happyClients [data-review="${id}"] figcaption span[aria-hidden="true"]`),
    ).toHaveText('ЗК');
  } finally {
    await removeCard(page.request, 'reviews', id);
  }
});

test('a review circle in a light colour keeps its initials readable, on the site and in the preview', async ({
  page,
}) => {
  const stamp = Date.now();
  const answer = await page.request.post('/api/crm/reviews', {
    multipart: {
      name_en: 'Yara Young',
      name_ru: 'Яна Юнг',
      occupation_en: `CMO, test ${stamp}`,
      occupation_ru: `Директор по маркетингу, тест ${stamp}`,
      text_en: 'Bright and clear.',
      text_ru: 'Ярко и понятно.',
      color: '#ffff00',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = ((await answer.json()) as { data: { id: number } }).data;
  const contrastFailures = async (selector: string) =>
    (
      await new AxeBuilder({ page }).include(selector).withRules(['color-contrast']).analyze()
    ).violations.flatMap((v) => v.nodes.map((n) => n.failureSummary));
  try {
    await showEveryCard(page, '/', 'happyClients');
    const review = `#happyClients [data-review="${id}"]`;
    const circle = page.locator(`${review} figcaption span[aria-hidden="true"]`);
    await expect(circle).toHaveText('YY');
    await expect(circle).toHaveCSS('background-color', 'rgb(255, 255, 0)');
    // The site's dark text colour: 15.6:1 on yellow, where white has 1.07:1.
    await expect(circle).toHaveCSS('color', 'rgb(21, 23, 40)');
    await circle.scrollIntoViewIfNeeded();
    expect(await contrastFailures(review)).toEqual([]);

    await page.goto(`/crm/reviews/${id}`);
    const preview = page.getByRole('region', { name: 'Так подпись выглядит на сайте' });
    for (const letters of ['YY', 'ЯЮ']) {
      await expect(preview.getByText(letters)).toHaveCSS('color', 'rgb(21, 23, 40)');
    }
    expect(await contrastFailures('#review-preview-title + *')).toEqual([]);
    // A dark colour typed in the form turns the preview's letters white again.
    await page.getByLabel('Код цвета').fill('#0B7358');
    await expect(preview.getByText('YY')).toHaveCSS('color', 'rgb(255, 255, 255)');
  } finally {
    await removeCard(page.request, 'reviews', id);
  }
});

test('a change is on / for the next reader even while other visitors keep loading the page', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Next hands a request to the render of the same page already under way: one that began
  // before the change would show the page from before it. A write is answered only once those
  // renders have ended (lib/cache/renders.mjs).
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  let reading = true;
  const others = (async () => {
    for (let i = 0; reading && i < 2_000; i++) await (await visitor.get('/projects')).text();
  })();
  const stale: number[] = [];
  try {
    for (let round = 0; round < 15; round++) {
      const answer = await page.request.post('/api/crm/reviews', {
        multipart: {
          name_en: 'Rita Round',
          name_ru: 'Рита Раунд',
          occupation_en: `Tester, round ${round}`,
          occupation_ru: `Тестировщик, раунд ${round}`,
          text_en: 'Seen at once.',
          text_ru: 'Видно сразу.',
          color: '#0B7358',
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      const { id } = ((await answer.json()) as { data: { id: number } }).data;
      const html = await (await page.request.get('/projects')).text();
      if (!html.includes(`data-review="${id}"`)) stale.push(round);
      await removeCard(page.request, 'reviews', id);
    }
  } finally {
    reading = false;
    await others;
    await visitor.dispose();
  }
  expect(stale, 'rounds whose first read after the write missed it').toEqual([]);
});

test('the endpoints refuse strangers, other sites, made-up ids, bad input and stale orders', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  expect((await stranger.get('/api/crm/projects')).status()).toBe(401);
  expect((await stranger.put('/api/crm/reviews/order', { data: { ids: [] } })).status()).toBe(401);
  await stranger.dispose();

  const crossSite = await page.request.patch('/api/crm/projects/1', {
    data: { hidden: true },
    headers: { Origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);

  expect((await page.request.get('/api/crm/projects/abc')).status()).toBe(404);
  expect((await page.request.delete('/api/crm/reviews/99999999')).status()).toBe(404);

  const invalid = await page.request.post('/api/crm/reviews', {
    multipart: { name_en: '', name_ru: 'Имя', color: 'green' },
  });
  expect(invalid.status()).toBe(422);
  const refused = (await invalid.json()) as { errors: Record<string, string[]> };
  expect(refused.errors.name_en).toEqual(['Введите имя.']);
  expect(refused.errors.color).toEqual(['Цвет — в виде #rrggbb, например #6a47ff.']);

  const { data } = (await (await page.request.get('/api/crm/reviews')).json()) as {
    data: { id: number }[];
  };
  const stale = await page.request.put('/api/crm/reviews/order', {
    data: { ids: data.slice(1).map((review) => review.id) },
  });
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as { message: string }).message).toMatch(/Порядок не сохранён/);
  const notJson = await page.request.put('/api/crm/reviews/order', {
    data: 'ids=1',
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(notJson.status()).toBe(400);
});

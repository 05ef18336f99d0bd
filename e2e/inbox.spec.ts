import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { startSmtp } from '../test/smtp';
import { SMTP_PORT, STAFF, STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.use({ storageState: STAFF_STATE });
// One after another: they watch the shared unread count and the shared mail port.
test.describe.configure({ mode: 'serial' });

const stamp = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A visitor's message through the contact endpoint, as the form sends it. */
async function sendMessage(
  request: APIRequestContext,
  fields: { name?: string; email?: string; message: string; locale?: string },
) {
  const response = await request.post('/api_mail/MailSender.php', {
    data: { name: 'Анна Смирнова', email: 'anna@example.ru', locale: 'ru', ...fields },
  });
  expect(await response.json()).toEqual({ error: 'ok' });
}

async function unreadCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/crm/inbox/summary')).json()) as { unread: number })
    .unread;
}

function inbox(page: Page) {
  return {
    search: page.getByLabel('Поиск по имени, e-mail или тексту'),
    list: page.getByRole('list', { name: 'Сообщения, сначала новые' }),
    item: (text: string) => page.locator('[data-message-id]').filter({ hasText: text }),
    pane: page.getByRole('article'),
    filter: (name: string) => page.getByRole('radio', { name }),
    navLink: page.getByRole('navigation', { name: 'Разделы CRM' }).getByRole('link', {
      name: /^Входящие/,
    }),
  };
}

/** Opens the inbox searched for `text`, with its one message open. */
async function openFound(page: Page, text: string) {
  const ui = inbox(page);
  await page.goto('/crm/inbox');
  await ui.search.fill(text);
  await expect(page.locator('[data-message-id]')).toHaveCount(1);
  await ui.item(text).click();
  await expect(ui.pane).toContainText(text);
  return ui;
}

async function noSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

test('a message sent through the contact form arrives unread; opening it marks it read', async ({
  page,
  request,
}) => {
  const before = await unreadCount(request);
  const text = stamp('Хотим новый сайт к весне');
  await page.goto('/ru#contactForm');
  const form = page.locator('#contactForm');
  await expect(async () => {
    await form.getByLabel('Ваше имя').fill('Борис Петров');
    await form.getByLabel('Эл. почта').fill('boris@example.ru');
    await form.getByLabel('Сообщение').fill(text);
    await expect(form.getByRole('button', { name: 'Отправить' })).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();

  await page.goto('/crm/inbox');
  const ui = inbox(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Входящие' })).toBeVisible();
  // The header counts it.
  await expect
    .poll(async () => Number((await ui.navLink.textContent())?.match(/\d+/)?.[0] ?? 0))
    .toBeGreaterThan(before);

  const item = ui.item(text);
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText('Не прочитано');
  await expect(item).toContainText('Борис Петров');
  // Emphasised: its name is bolder than a read message's would be.
  const weight = await item
    .locator('span')
    .filter({ hasText: 'Борис Петров' })
    .evaluate((el) => Number(getComputedStyle(el).fontWeight));
  expect(weight).toBeGreaterThanOrEqual(700);

  const summary = page.waitForResponse((r) => r.url().endsWith('/api/crm/inbox/summary'));
  // Marked read by an explicit write: reading a message (GET) changes nothing.
  const marked = page.waitForRequest(
    (r) => r.method() === 'PATCH' && /\/api\/crm\/inbox\/\d+$/.test(new URL(r.url()).pathname),
  );
  await item.click();
  expect((await marked).postDataJSON()).toEqual({ read: true });
  await expect(ui.pane.getByRole('heading', { level: 2 })).toHaveText('Борис Петров');
  await expect(ui.pane).toContainText(text);
  await expect(ui.pane).toContainText('boris@example.ru');
  await expect(ui.pane).toContainText('Язык страницы: русский');
  await expect(ui.pane).toContainText(/Получено \d{1,2} [а-я]+ \d{4}/);
  await expect(item).toHaveAttribute('data-unread', 'false');
  // The header asked again and shows what it was told.
  const { unread } = (await (await summary).json()) as { unread: number };
  await expect(ui.navLink).toContainText(unread > 0 ? String(unread) : 'Входящие');
  const answer = await request.get(`/api/crm/inbox?q=${encodeURIComponent(text)}`);
  const { data } = (await answer.json()) as { data: { messages: { read_at: string | null }[] } };
  expect(data.messages[0]?.read_at).toEqual(expect.any(String));

  // A reply opens the staff member's mail program, to the visitor, with a subject.
  await expect(ui.pane.getByRole('link', { name: /^Ответить Борис Петров/ })).toHaveAttribute(
    'href',
    `mailto:boris@example.ru?subject=${encodeURIComponent('Re: сообщение с сайта Lumen')}`,
  );
});

test('a failed delivery shows its error, and «Отправить ещё раз» delivers it', async ({ page }) => {
  test.setTimeout(60_000);
  const text = stamp('Please send me a quote');
  let refusing = true;
  const smtp = await startSmtp(SMTP_PORT, {
    accept: (mail) =>
      mail.data.includes(text)
        ? refusing
          ? 'Mailbox unavailable: quota exceeded'
          : true
        : // Other tests' messages wait for their own server.
          'Not this test',
  });
  try {
    await sendMessage(page.request, {
      name: 'Jane Cooper',
      email: 'jane@example.com',
      message: text,
      locale: 'en',
    });
    await expect.poll(() => smtp.refused.some((m) => m.data.includes(text))).toBe(true);

    const ui = inbox(page);
    await page.goto('/crm/inbox');
    await ui.filter('Не доставлены').check();
    await ui.search.fill(text);
    const item = ui.item(text);
    await expect(item).toContainText('Не доставлено');
    await item.click();
    const delivery = ui.pane.getByRole('region', { name: 'Доставка на почту' });
    await expect(delivery).toContainText('Последняя попытка не удалась');
    await expect(delivery).toContainText('Mailbox unavailable: quota exceeded');
    await expect(delivery).toContainText(/Следующая — |Новая попытка идёт прямо сейчас/);

    // The mail server takes it from the moment staff ask again.
    await page.route('**/api/crm/inbox/*/resend', (route) => {
      refusing = false;
      return route.continue();
    });
    await delivery.getByRole('button', { name: 'Отправить ещё раз' }).click();
    await expect(delivery).toContainText('Доставлено на почту команды');
    await expect(delivery.getByRole('button', { name: 'Отправить ещё раз' })).toHaveCount(0);
    // Delivered: the list shows it so, or, once the list is fetched again, it has left the
    // undelivered ones.
    await expect(async () => {
      if ((await item.count()) > 0)
        await expect(item).toContainText('Доставлено', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    expect(smtp.inbox.filter((m) => m.data.includes(text))).toHaveLength(1);
  } finally {
    await smtp.stop();
  }
});

test('marking handled says who and when, and the unhandled filter leaves it out', async ({
  page,
}) => {
  const text = stamp('Нужна помощь с брендом');
  await sendMessage(page.request, { message: text });
  const ui = await openFound(page, text);
  await ui.pane.getByRole('button', { name: 'Отметить обработанным' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'отмечено обработанным' })).toBeVisible();
  await expect(ui.pane).toContainText(new RegExp(`Обработано .+, ${STAFF.email}`));
  await expect(ui.item(text)).toContainText('Обработано');

  await ui.filter('Необработанные').check();
  await expect(page.getByText(`Ничего не найдено по запросу «${text}».`)).toBeVisible();
  await ui.filter('Все').check();
  await expect(ui.item(text)).toBeVisible();

  await ui.item(text).click();
  await ui.pane.getByRole('button', { name: 'Вернуть в необработанные' }).click();
  await expect(ui.pane).toContainText('Ещё не обработано');
  await ui.filter('Необработанные').check();
  await expect(ui.item(text)).toBeVisible();
});

test('search finds messages by name, e-mail or text in any case', async ({ page }) => {
  const tag = stamp('поиск');
  await sendMessage(page.request, {
    name: `Екатерина ${tag}`,
    email: 'k.volkova@studio.example',
    message: 'Интересует РЕДИЗАЙН интернет-магазина',
  });
  await sendMessage(page.request, {
    name: `Олег ${tag}`,
    email: 'oleg@factory.example',
    message: 'Нужен логотип',
  });
  const ui = inbox(page);
  await page.goto('/crm/inbox');
  const shown = page.locator('[data-message-id]');
  await ui.search.fill(`ЕКАТЕРИНА ${tag}`);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('k.volkova@studio.example');
  await ui.search.fill(`${tag} K.VOLKOVA@studio`);
  await expect(shown).toHaveCount(1);
  await ui.search.fill(`${tag} редизайн`);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Екатерина');
  await ui.search.fill(tag);
  await expect(shown).toHaveCount(2);
  await ui.search.fill(`${tag} пиццерия`);
  await expect(page.getByText(/^Ничего не найдено по запросу/)).toBeVisible();
});

test('the CSV export downloads the matching messages, safe for spreadsheets', async ({ page }) => {
  const text = stamp('=HYPERLINK("http://evil.example","Нажмите")');
  await sendMessage(page.request, { name: 'Экспорт Тест', message: text });
  const ui = inbox(page);
  await page.goto('/crm/inbox');
  await ui.search.fill(text);
  await expect(page.locator('[data-message-id]')).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Скачать CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lumen-inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFНомер,Получено (UTC),Имя,E-mail,Язык страницы,Сообщение')).toBe(
    true,
  );
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Экспорт Тест,anna@example.ru,ru,');
  // The formula is text in a spreadsheet.
  expect(lines[1]).toContain(`"'${text.replaceAll('"', '""')}"`);
});

test('deleting a message asks first, and cancelling keeps it', async ({ page }) => {
  const text = stamp('Удалите меня');
  await sendMessage(page.request, { name: 'Удаляемый', message: text });
  const ui = await openFound(page, text);
  const id = await ui.item(text).getAttribute('data-message-id');

  await ui.pane.getByRole('button', { name: 'Удалить сообщение от Удаляемый' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить сообщение?' });
  await expect(dialog).toContainText('Удаляемый (anna@example.ru)');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(ui.item(text)).toBeVisible();
  expect((await page.request.get(`/api/crm/inbox/${id}`)).status()).toBe(200);

  await ui.pane.getByRole('button', { name: 'Удалить сообщение от Удаляемый' }).click();
  await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Сообщение от Удаляемый удалено.' }),
  ).toBeVisible();
  await expect(ui.item(text)).toHaveCount(0);
  expect((await page.request.get(`/api/crm/inbox/${id}`)).status()).toBe(404);
});

test('at 375 px the inbox is cards without sideways scroll, and its actions work', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const text = stamp(
    'Сообщение с телефона, достаточно длинное, чтобы переноситься на несколько строк',
  );
  await sendMessage(page.request, { name: 'Очень Длинное Имя Посетителя Сайта', message: text });
  const ui = inbox(page);
  await page.goto('/crm/inbox');
  await ui.search.fill(text);
  const item = ui.item(text);
  await expect(item).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await item.click();
  // The message takes the list's place, with a way back.
  await expect(ui.list).toBeHidden();
  await expect(ui.pane).toContainText(text);
  await noSidewaysScroll(page);
  for (const action of [
    ui.pane.getByRole('link', { name: /^Ответить/ }),
    ui.pane.getByRole('button', { name: /^Удалить сообщение/ }),
    ui.pane.getByRole('button', { name: 'К списку' }),
  ]) {
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  await ui.pane.getByRole('button', { name: 'Отметить обработанным' }).click();
  await expect(ui.pane).toContainText(`, ${STAFF.email}`);
  await expectNoA11yViolations(page);
  await ui.pane.getByRole('button', { name: 'Отметить непрочитанным' }).click();
  await expect(ui.list).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await ui.pane.getByRole('button', { name: 'К списку' }).click();
  await expect(item).toBeFocused();
  await noSidewaysScroll(page);
});

test('the inbox endpoints check the caller and the request', async ({ page, playwright }) => {
  // Without a session.
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    expect((await anonymous.get('/api/crm/inbox')).status()).toBe(401);
    expect((await anonymous.get('/api/crm/inbox/export')).status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }
  const api = page.request;
  const bad = async (path: string, status: number, message: RegExp) => {
    const answer = await api.get(path);
    expect(answer.status()).toBe(status);
    expect(((await answer.json()) as { message: string }).message).toMatch(message);
  };
  await bad('/api/crm/inbox?filter=spam', 400, /Неизвестный фильтр/);
  await bad('/api/crm/inbox?page=0', 400, /номер страницы/);
  await bad(`/api/crm/inbox?q=${'x'.repeat(201)}`, 400, /не больше 200 символов/);
  await bad('/api/crm/inbox/012', 404, /Сообщение не найдено/);
  await bad('/api/crm/inbox/1e3', 404, /Сообщение не найдено/);

  const text = stamp('Проверка запросов');
  await sendMessage(api, { message: text });
  const list = await api.get(`/api/crm/inbox?q=${encodeURIComponent(text)}`);
  const id = ((await list.json()) as { data: { messages: { id: number }[] } }).data.messages[0]!.id;
  const patch = (data: unknown, headers: Record<string, string> = {}) =>
    api.patch(`/api/crm/inbox/${id}`, { data: data as object, headers });
  expect((await patch({ handled: 'yes' })).status()).toBe(422);
  expect((await patch({ handled: true, extra: 1 })).status()).toBe(422);
  expect((await patch({ note: 'x'.repeat(2000) })).status()).toBe(413);
  expect((await patch('not json', { 'content-type': 'text/plain' })).status()).toBe(400);
  expect((await patch({ handled: true }, { origin: 'https://evil.example' })).status()).toBe(403);
  expect((await patch({ handled: true })).status()).toBe(200);
});

test('the policy says how long contact messages are kept', async ({ page }) => {
  await page.goto('/policy');
  await expect(page.locator('#terms')).toContainText(
    'Messages sent through the contact form on the Site are kept for 365 days after we receive them and are then deleted automatically',
  );
  await page.goto('/ru/policy');
  await expect(page.locator('#terms')).toContainText(
    'Сообщения, отправленные через форму обратной связи на Сайте, хранятся 365 дней с момента получения, после чего автоматически удаляются',
  );
});

import type { Browser, Page } from '@playwright/test';
import { STAFF, STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, openAccountMenu, test } from './fixtures';
import { htmlErrors } from './support/vnu';

test.use({ storageState: STAFF_STATE });

const NEW_PASSWORD = 'a fresh editor passphrase';
/** A browser of someone else: without the admin's session the suite's contexts carry. */
const SIGNED_OUT = { storageState: { cookies: [], origins: [] } };

/** Adds an editor through the staff screen with a one-time link; the link's address. */
async function addEditorWithLink(page: Page, email: string): Promise<string> {
  await page.goto('/crm/staff');
  const form = page.getByRole('dialog', { name: 'Новый сотрудник' });
  // A click before the page's script has started does nothing: click until the form opens.
  await expect(async () => {
    if (!(await form.isVisible())) {
      await page.getByRole('button', { name: 'Добавить сотрудника' }).click({ timeout: 2_000 });
    }
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await form.getByLabel(/^E-mail/).fill(email);
  await expect(form.getByLabel('Роль', { exact: true })).toHaveValue('editor');
  await expect(form.getByLabel(/Одноразовая ссылка/)).toBeChecked();
  await form.getByRole('button', { name: 'Добавить' }).click();
  const shown = page.getByRole('dialog', { name: 'Ссылка для входа' });
  await expect(shown).toContainText(email);
  const url = await shown.getByLabel('Адрес ссылки').inputValue();
  expect(url).toMatch(/\/crm\/invite\/[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
    'Ждёт входа по ссылке',
  );
  return url;
}

/** A browser of the new staff member's own, signed in through the link. */
async function acceptLink(browser: Browser, url: string, password = NEW_PASSWORD) {
  const context = await browser.newContext(SIGNED_OUT);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Добро пожаловать в Lumen CRM');
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Пароль ещё раз').fill(password);
  await page.getByRole('button', { name: 'Задать пароль и войти' }).click();
  // Hashing the password takes a moment on a busy machine.
  await expect(page).toHaveURL('/crm/articles', { timeout: 20_000 });
  return { context, page };
}

test('an editor joins by a one-time link, works on articles and is refused staff management in the UI and the API', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `editor-${Date.now()}@lumen.test`;
  const url = await addEditorWithLink(page, email);
  const { context, page: editor } = await acceptLink(browser, url);

  // The link worked once.
  const again = await browser.newContext(SIGNED_OUT);
  const second = await again.newPage();
  await second.goto(url);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Ссылка не работает');
  await again.close();

  // The editor's CRM: no staff or audit sections, and those screens say so.
  const nav = editor.getByRole('navigation', { name: 'Разделы CRM' });
  await expect(nav.getByRole('link', { name: 'Статьи' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Аналитика' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Журнал' })).toHaveCount(0);
  for (const path of ['/crm/staff', '/crm/audit']) {
    await editor.goto(path);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Нет доступа');
  }

  // The API refuses every staff write and read to an editor, whatever the screen shows.
  const api = editor.request;
  const refusals = await Promise.all([
    api.get('/api/crm/staff'),
    api.post('/api/crm/staff', {
      data: { email: 'sneaky@lumen.test', role: 'admin', method: 'link' },
    }),
    api.patch('/api/crm/staff/1', { data: { role: 'editor' } }),
    api.delete('/api/crm/staff/1'),
    api.post('/api/crm/staff/1/link'),
    api.delete('/api/crm/staff/1/sessions'),
    api.get('/api/crm/audit'),
  ]);
  expect(refusals.map((answer) => answer.status())).toEqual([403, 403, 403, 403, 403, 403, 403]);
  expect(await refusals[1]!.json()).toMatchObject({ success: false });

  // Articles are an editor's work.
  const title = `Статья редактора ${Date.now()}`;
  const created = await api.post('/api/article', {
    multipart: { title, author_name: 'Редактор', hashtags: '#team', content: '<p>Текст.</p>' },
  });
  expect(created.status()).toBe(201);

  // The audit log names who did what.
  await page.goto('/crm/audit');
  const log = page.getByRole('list', { name: 'Журнал действий, новые сверху' });
  await expect(log.getByRole('listitem').filter({ hasText: title })).toContainText(
    `${email}создал(а) статью ${title}`,
  );
  await expect(
    log.getByRole('listitem').filter({ hasText: `добавил(а) сотрудника ${email}` }),
  ).toContainText(STAFF.email);
  await expect(
    log.getByRole('listitem').filter({ hasText: `задал(а) пароль по ссылке ${email}` }),
  ).toBeVisible();

  // Disabling the account signs it out at once.
  await page.goto('/crm/staff');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Отключить ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Отключить сотрудника?' })
    .getByRole('button', { name: 'Отключить' })
    .click();
  await expect(row).toContainText('Отключён');
  await editor.goto('/crm/articles');
  await expect(editor).toHaveURL(/\/crm\/login\?next=/);
  expect((await api.get('/api/crm/inbox/summary')).status()).toBe(401);

  // Removed, it is gone from the list.
  await row.getByRole('button', { name: `Удалить ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Удалить сотрудника?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(page.getByRole('status')).toContainText(`Учётная запись ${email} удалена`);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  await context.close();
});

test('the last admin can be neither demoted nor removed', async ({ page }) => {
  await page.goto('/crm/staff');
  const row = page.getByRole('row', { name: new RegExp(STAFF.email) });
  await expect(row).toContainText('это вы');
  // Nothing is offered that the server would refuse only after a confirmation: the role menu,
  // «Отключить» and «Удалить» wait, and say why.
  const reason =
    'Единственный администратор: роль, отключение и удаление станут доступны, когда администратором будет ещё кто-то.';
  await expect(row).toContainText(reason);
  const role = row.getByLabel(`Роль ${STAFF.email}`);
  await expect(role).toBeDisabled();
  await expect(role).toHaveAccessibleDescription(reason);
  await expect(role).toHaveValue('admin');
  for (const name of [`Отключить ${STAFF.email}`, `Удалить ${STAFF.email}`]) {
    const button = row.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }

  const me = await row.getAttribute('data-staff-id');
  const removal = await page.request.delete(`/api/crm/staff/${me}`);
  expect(removal.status()).toBe(409);
  const disabling = await page.request.patch(`/api/crm/staff/${me}`, { data: { disabled: true } });
  expect(disabling.status()).toBe(409);
  expect((await page.request.get('/api/crm/staff')).status()).toBe(200);
});

test('staff change their own password and end their own sessions', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `own-${Date.now()}@lumen.test`;
  const url = await addEditorWithLink(page, email);
  const first = await acceptLink(browser, url);
  // A second browser of the same person.
  const second = await browser.newContext(SIGNED_OUT);
  const other = await second.newPage();
  await other.goto('/crm/login');
  await other.getByLabel('E-mail').fill(email);
  await other.getByLabel('Пароль').fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other).toHaveURL('/crm/articles', { timeout: 20_000 });

  const me = first.page;
  await openAccountMenu(me, email);
  await me.getByRole('link', { name: 'Мой аккаунт' }).click();
  await expect(me.getByRole('heading', { level: 1 })).toHaveText('Мой аккаунт');
  const sessions = me.getByRole('region', { name: 'Сеансы' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('Этот сеанс');

  const password = me.getByRole('region', { name: 'Смена пароля' });
  await password.getByLabel(/^Текущий пароль/).fill('not my password at all');
  await password.getByLabel(/^Новый пароль(?! ещё)/).fill('an even newer passphrase');
  await password.getByLabel(/^Новый пароль ещё раз/).fill('an even newer passphrase');
  await password.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(password.getByText('Текущий пароль введён неверно')).toBeVisible();

  await password.getByLabel(/^Текущий пароль/).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(password.getByRole('status')).toContainText('Пароль изменён');
  // The other browser was signed out; this one stays.
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await other.goto('/crm/articles');
  await expect(other).toHaveURL(/\/crm\/login\?next=/);
  await me.reload();
  await expect(me.getByRole('heading', { level: 1 })).toHaveText('Мой аккаунт');

  // Ending this session signs this browser out.
  await sessions.getByRole('button', { name: /^Завершить сеанс/ }).click();
  await expect(me).toHaveURL(/\/crm\/login/);
  await first.context.close();
  await second.close();
});

test('the staff, audit, account and sign-in link screens pass axe and the HTML validator at every width', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const email = `look-${Date.now()}@lumen.test`;
  const url = await addEditorWithLink(page, email);
  const visitor = await browser.newContext(SIGNED_OUT);
  const invite = await visitor.newPage();

  const documents: Record<string, string> = {};
  for (const width of [375, 768, 1440]) {
    for (const [name, screen, ready] of [
      ['staff', page, () => page.getByRole('row', { name: new RegExp(email) })],
      ['audit', page, () => page.getByRole('list', { name: /Журнал действий/ })],
      ['account', page, () => page.getByRole('region', { name: 'Сеансы' }).getByRole('listitem')],
      ['invite', invite, () => invite.getByRole('button', { name: 'Задать пароль и войти' })],
    ] as const) {
      await screen.setViewportSize({ width, height: 900 });
      await screen.goto(name === 'invite' ? url : `/crm/${name}`);
      await expect(ready().first()).toBeVisible();
      const [scroll, viewport] = await screen.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scroll, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(viewport);
      await expectNoA11yViolations(screen);
      await screen.screenshot({
        path: `reports/screenshots/crm-${name}-${width}.png`,
        fullPage: true,
      });
      if (width === 1440) documents[name] = await screen.content();
    }
  }
  // The account menu, open, on a phone.
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/crm/staff');
  await openAccountMenu(page, STAFF.email);
  await expect(page.getByRole('link', { name: 'Мой аккаунт' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'reports/screenshots/crm-account-menu-375.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Журнал' })).toBeVisible();
  await page.screenshot({ path: 'reports/screenshots/crm-menu-375.png' });

  const errors = await htmlErrors(documents);
  expect(errors, errors.join('\n')).toEqual([]);
  await visitor.close();
});

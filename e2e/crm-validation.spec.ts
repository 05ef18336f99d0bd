import type { Locator, Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * The CRM speaks Russian, its refusals included: no form leaves a check to the browser, whose
 * bubbles («Please fill out this field», «Please lengthen this text…») speak the browser's
 * language. Each form is sent in its invalid states; every message the browser would have
 * shown in a bubble is recorded (the `invalid` event), and the form's own Russian one is read.
 */

test.use({ storageState: STAFF_STATE });

declare global {
  interface Window {
    __bubbles: string[];
  }
}

async function watchBubbles(page: Page) {
  await page.addInitScript(() => {
    window.__bubbles = [];
    document.addEventListener(
      'invalid',
      (event) => window.__bubbles.push((event.target as HTMLInputElement).validationMessage),
      true,
    );
  });
}

/** What the browser said on its own since the page loaded; none is expected. */
const bubbles = (page: Page) => page.evaluate(() => window.__bubbles);

/** Forms with fields that would let the browser check them (and speak English). */
const browserCheckedForms = (page: Page) =>
  page.locator('form').evaluateAll((forms) =>
    forms
      .filter((form) => !(form as HTMLFormElement).noValidate)
      .filter((form) => form.querySelector('input:not([type="hidden"]), textarea, select'))
      .map((form) => form.getAttribute('action') ?? form.className),
  );

async function expectRussianRefusal(page: Page, alert: Locator, text: string | RegExp) {
  await expect(alert).toHaveText(text);
  expect(await bubbles(page)).toEqual([]);
}

test('sign-in and one-time link forms refuse bad input in Russian, not in browser bubbles', async ({
  page,
  browser,
}) => {
  const answer = await page.request.post('/api/crm/staff', {
    data: { email: `bubbles-${Date.now()}@lumen.test`, role: 'editor', method: 'link' },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number; link: { url: string } } };

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const login = await visitor.newPage();
    await watchBubbles(login);
    await login.goto('/crm/login');
    expect(await browserCheckedForms(login)).toEqual([]);
    const loginAlert = login.locator('#login-error');
    const submitLogin = login.getByRole('button', { name: 'Войти' });
    // Retried until the form has hydrated: before that, a click posts the form itself.
    await expect(async () => {
      await submitLogin.click();
      await expect(loginAlert).toHaveText('Введите e-mail и пароль.', { timeout: 1_000 });
    }).toPass();
    await expect(login).toHaveURL('/crm/login');
    await expect(login.getByLabel('E-mail')).toBeFocused();
    await login.getByLabel('E-mail').fill('staff@');
    await login.getByLabel('Пароль').fill('a password');
    await submitLogin.click();
    await expectRussianRefusal(login, loginAlert, 'Это не похоже на e-mail: проверьте адрес.');
    await expect(login.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await login.getByLabel('E-mail').fill('staff@lumen.test');
    await login.getByLabel('Пароль').fill('');
    await submitLogin.click();
    await expectRussianRefusal(login, loginAlert, 'Введите e-mail и пароль.');
    await expect(login.getByLabel('Пароль')).toBeFocused();

    const invite = await visitor.newPage();
    await watchBubbles(invite);
    await invite.goto(data.link.url);
    expect(await browserCheckedForms(invite)).toEqual([]);
    const inviteAlert = invite.locator('#invite-error');
    const submitInvite = invite.getByRole('button', { name: 'Задать пароль и войти' });
    const password = invite.getByLabel('Пароль', { exact: true });
    await expect(async () => {
      await submitInvite.click();
      await expect(inviteAlert).toHaveText('Придумайте пароль: не короче 12 символов.', {
        timeout: 1_000,
      });
    }).toPass();
    await password.fill('short');
    await submitInvite.click();
    await expectRussianRefusal(invite, inviteAlert, 'Пароль короче 12 символов: в нём 5 символов.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await password.fill('a long enough passphrase');
    await invite.getByLabel('Пароль ещё раз').fill('another passphrase');
    await submitInvite.click();
    await expectRussianRefusal(invite, inviteAlert, 'Пароли не совпадают');
    await expect(invite.getByLabel('Пароль ещё раз')).toBeFocused();
  } finally {
    await visitor.close();
    await page.request.delete(`/api/crm/staff/${data.id}`);
  }
});

test('every other CRM form refuses bad input in Russian, not in browser bubbles', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await watchBubbles(page);

  await page.goto('/crm/account');
  expect(await browserCheckedForms(page)).toEqual([]);
  const change = page.getByRole('button', { name: 'Сменить пароль' });
  await expect(async () => {
    await change.click();
    await expect(page.getByText('Введите текущий пароль')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  expect(await bubbles(page)).toEqual([]);

  await page.goto('/crm/staff');
  const dialog = page.getByRole('dialog', { name: 'Новый сотрудник' });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'Добавить сотрудника' }).click({ timeout: 2_000 });
    }
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  expect(await browserCheckedForms(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Укажите e-mail')).toBeVisible();
  await dialog.getByLabel(/^E-mail/).fill('not an address');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog.getByText('Это не похоже на e-mail')).toBeVisible();
  expect(await bubbles(page)).toEqual([]);

  for (const [path, send] of [
    ['/crm/projects/new', 'Добавить проект'],
    ['/crm/reviews/new', 'Добавить отзыв'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await browserCheckedForms(page)).toEqual([]);
    await expect(async () => {
      await page.getByRole('button', { name: send }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Проверьте' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass();
    if (path === '/crm/projects/new') {
      await page.getByLabel(/^Ссылка/).fill('not a link');
      await page.getByRole('button', { name: send }).click();
    }
    expect(await bubbles(page)).toEqual([]);
  }

  await page.goto('/crm/article/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Создание статьи');
  expect(await browserCheckedForms(page)).toEqual([]);
  await page.waitForLoadState('networkidle');
  // The article form itself: the header's sign-out button is a form too.
  await page
    .getByRole('main')
    .locator('form')
    .first()
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await bubbles(page)).toEqual([]);
});

import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';

const PAGES = [
  '/',
  '/ru',
  '/projects',
  '/ru/projects',
  '/policy',
  '/ru/policy',
  '/newsroom/follow',
  '/ru/newsroom/follow',
  '/missing-page',
  '/ru/missing-page',
];

for (const path of PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}

test.describe('with the cookie banner open', () => {
  test.use({ consent: false });
  test('the banner has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('mobile menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoA11yViolations(page);
  });
});

test.describe('the CRM portfolio and reviews', () => {
  test.use({ storageState: STAFF_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const kind of ['projects', 'reviews']) {
    test(`/crm/${kind}, its forms and its delete question have no axe violations`, async ({
      page,
    }) => {
      const { data } = (await (await page.request.get(`/api/crm/${kind}`)).json()) as {
        data: { id: number }[];
      };
      for (const path of [`/crm/${kind}/new`, `/crm/${kind}/${data[0]!.id}`, `/crm/${kind}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoA11yViolations(page);
      }
      await page
        .getByRole('button', { name: /^Удалить «/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  test('a form showing its errors has no axe violations', async ({ page }) => {
    await page.goto('/crm/reviews/new');
    await page.getByRole('button', { name: 'Добавить отзыв' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Проверьте' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('the CRM inbox', () => {
  test.use({ storageState: STAFF_STATE });
  test('with its list and a message open has no axe violations', async ({ page }) => {
    test.setTimeout(90_000);
    const text = `Проверка доступности ${Date.now()}`;
    const sent = await page.request.post('/api_mail/MailSender.php', {
      data: { name: 'Axe', email: 'axe@example.com', message: text },
    });
    expect(sent.status()).toBe(200);
    await page.goto('/crm/inbox');
    await expect(page.locator('[data-message-id]').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Поиск по имени, e-mail или тексту').fill(text);
    await page.locator('[data-message-id]').filter({ hasText: text }).click();
    await expect(page.getByRole('article')).toContainText(text);
    await expectNoA11yViolations(page);
  });
});

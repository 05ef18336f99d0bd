import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';

// The CRM finds by text: the article list by any word of an article's body (in any of its
// forms), and the command palette (Ctrl/Cmd+K) everything staff can open, by name.

test.use({ storageState: STAFF_STATE });

const DESIGN_TOKENS = 'Design Tokens Without the Drama';

test('the article list finds an article by a word of its text, in another form', async ({
  page,
}) => {
  await page.goto('/crm/articles');
  const search = page.getByRole('searchbox', {
    name: 'Поиск по заголовку, тексту, автору или хэштегу',
  });
  // "codebase" is only in the article's text ("copied into four codebases"), never in a title.
  await search.fill('codebase');
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: DESIGN_TOKENS })).toHaveCount(1);
  await expect(rows).toHaveCount(1);
  // Russian, by another form of the word of the Russian version's text.
  await search.fill('кодовых баз');
  await expect(rows.filter({ hasText: 'Дизайн-токены' })).toHaveCount(1);
  // What the list holds is still found as before (the author), without asking twice.
  await search.fill('Sokolova');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
});

test('Ctrl+K finds an article by its text and a message by its sender, and opens each', async ({
  page,
  request,
}) => {
  const sender = `Палитра ${Date.now().toString(36)}`;
  const sent = await request.post('/api_mail/MailSender.php', {
    data: { name: sender, email: 'palette@example.ru', locale: 'ru', message: 'Нужен сайт' },
  });
  expect(await sent.json()).toEqual({ error: 'ok' });

  await page.goto('/crm/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Все статьи' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Поиск по CRM' });
  // The shortcut is heard once the page has hydrated (the heading is there before): pressed
  // again until it is. It only opens the search, never closes it.
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const box = dialog.getByRole('combobox', { name: 'Что найти' });
  await expect(box).toBeFocused();
  await box.pressSequentially('codebases', { delay: 20 });
  const option = dialog.getByRole('option').filter({ hasText: DESIGN_TOKENS });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/Найден/);
  await expectNoA11yViolations(page);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/crm\/article\/edit\/\d+$/);
  await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue(new RegExp(`^${DESIGN_TOKENS}`));

  // The bar's button opens it too; arrows pick, Enter opens the message, read in the inbox.
  await page.getByRole('button', { name: /Поиск/ }).click();
  await dialog.getByRole('combobox', { name: 'Что найти' }).fill(sender);
  const message = dialog.getByRole('option').filter({ hasText: sender });
  await expect(message).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Входящие' })).toBeVisible();
  await dialog.getByRole('combobox').press('ArrowDown');
  await dialog.getByRole('combobox').press('ArrowUp');
  await expect(message).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/crm\/inbox\?message=\d+$/);
  await expect(page.getByRole('heading', { name: sender })).toBeVisible();

  // Nothing found says so; Escape closes.
  await page.keyboard.press('Control+K');
  await dialog.getByRole('combobox').fill('zzqxv');
  await expect(dialog.getByRole('status')).toHaveText('Ничего не найдено по запросу «zzqxv».');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

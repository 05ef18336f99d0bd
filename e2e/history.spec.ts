import type { Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.use({ storageState: STAFF_STATE });

const createdIds: number[] = [];
test.afterEach(async ({ page }) => {
  for (const id of createdIds.splice(0)) await page.request.delete(`/api/article/${id}`);
});

/** An article made through the provider, as another client would. */
async function createArticle(page: Page, title: string, text: string) {
  const answer = await page.request.post('/api/article', {
    multipart: {
      title,
      author_name: 'Ирина История',
      hashtags: '#history',
      content: `<p>${text}</p>`,
    },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number; slug: string } };
  createdIds.push(data.id);
  return data;
}

test('every save is kept: a revision is compared with the current text and restored as a new one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const first = `История правок ${stamp}`;
  const article = await createArticle(page, first, 'Первая версия текста.');

  // A second save, from the form.
  await page.goto(`/crm/article/edit/${article.id}`);
  await page.getByLabel(/^Заголовок статьи/).fill(`${first} — правка`);
  const editor = page.getByRole('textbox', { name: /^Текст статьи/ });
  await editor.click();
  await page.keyboard.press('End');
  await editor.pressSequentially(' Добавленная фраза.');
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page).toHaveURL('/crm/articles');

  await page.goto(`/crm/article/edit/${article.id}`);
  await page.getByRole('link', { name: 'История' }).click();
  await expect(page).toHaveURL(`/crm/article/history/${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('История статьи');
  const versions = page
    .getByRole('list')
    .filter({ has: page.getByRole('button') })
    .first();
  await expect(versions.getByRole('button')).toHaveCount(2);
  await expect(versions.getByRole('button').first()).toContainText('Текущая');
  await expect(versions.getByRole('button').first()).toContainText('staff@lumen.test');

  // The first save against the current text: what it lacks is marked, not only coloured.
  const older = versions.getByRole('button').nth(1);
  await older.click();
  await expect(older).toHaveAttribute('aria-pressed', 'true');
  const compare = page.getByRole('region', { name: 'Отличия от текущей версии' });
  await expect(compare.locator('ins')).toContainText([' — правка', 'Добавленная фраза.']);
  await expectNoA11yViolations(page);

  await compare.getByRole('button', { name: 'Восстановить эту версию' }).click();
  // The article is live: asked first.
  await page
    .getByRole('dialog', { name: 'Восстановить версию опубликованной статьи?' })
    .getByRole('button', { name: 'Восстановить' })
    .click();
  await expect(page.getByRole('status')).toContainText('восстановлена и сохранена как новая');
  await expect(versions.getByRole('button')).toHaveCount(3);
  await expect(versions.getByRole('button').first()).toContainText('Восстановлена версия от');

  // It is the article now, for readers too; the edit it replaced is still in the history.
  const current = await (await page.request.get(`/api/article/id/${article.id}`)).json();
  expect(current.data.title).toBe(first);
  expect(current.data.content).not.toContain('Добавленная фраза');
  const publicPage = await page.request.get(`/newsroom/${article.slug}`);
  expect(await publicPage.text()).toContain(first);
  await expect(versions.getByRole('button').nth(1)).toContainText(`${first} — правка`);
});

test('the history is for staff only, and an unknown article or revision is a clear 404', async ({
  page,
  browser,
}) => {
  const article = await createArticle(page, `Закрытая история ${Date.now()}`, 'Текст.');
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  for (const path of [
    `/api/article/id/${article.id}/revisions`,
    `/api/article/id/${article.id}/revisions/1`,
  ]) {
    expect((await stranger.request.get(path)).status()).toBe(401);
  }
  const restore = await stranger.request.post(`/api/article/id/${article.id}/revisions/1`);
  // Refused before anything is read: no session (401), or not from this site (403).
  expect([401, 403]).toContain(restore.status());
  await stranger.close();

  const list = await page.request.get(`/api/article/id/${article.id}/revisions`);
  const revisions = ((await list.json()) as { data: { id: number }[] }).data;
  expect(revisions).toHaveLength(1);
  expect((await page.request.get('/api/article/id/999999/revisions')).status()).toBe(404);
  expect((await page.request.get(`/api/article/id/${article.id}/revisions/999999`)).status()).toBe(
    404,
  );

  await page.goto('/crm/article/history/abc');
  await expect(page.getByText('Неверный ID')).toHaveAttribute('role', 'alert');

  // A deleted article's history says so in the CRM's language, not the provider's English.
  const gone = await createArticle(page, `Удалённая история ${Date.now()}`, 'Текст.');
  expect((await page.request.delete(`/api/article/${gone.id}`)).status()).toBe(204);
  await page.goto(`/crm/article/history/${gone.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Статья' })).toHaveText(
    'Статья не найдена. Возможно, её уже удалили.',
  );
  await expect(page.getByRole('button', { name: 'Восстановить эту версию' })).toHaveCount(0);
});

test('restoring a version of a live article asks first and says the page will show it', async ({
  page,
}) => {
  const stamp = Date.now();
  const article = await createArticle(page, `Живая история ${stamp}`, 'Текст для читателей.');
  const edited = await page.request.post(`/api/article/${article.id}`, {
    multipart: {
      _method: 'PUT',
      title: `Живая история ${stamp} — вторая`,
      author_name: 'Ирина История',
      hashtags: '#history',
      content: '<p>Второй текст.</p>',
    },
  });
  expect(edited.status()).toBe(200);

  await page.goto(`/crm/article/history/${article.id}`);
  const versions = page
    .getByRole('list')
    .filter({ has: page.getByRole('button') })
    .first();
  await expect(versions.getByRole('button')).toHaveCount(2);
  await versions.getByRole('button').nth(1).click();
  const compare = page.getByRole('region', { name: 'Отличия от текущей версии' });
  await compare.getByRole('button', { name: 'Восстановить эту версию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Восстановить версию опубликованной статьи?' });
  await expect(dialog).toContainText(`/newsroom/${article.slug}`);
  await expect(dialog).toContainText('сразу покажет читателям');
  // The version's date is said once, in the sentence that says what the page will show.
  const said = (await dialog.textContent()) ?? '';
  expect(said.match(/\d{1,2} [а-я]+\.? \d{4} г\./g)).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(versions.getByRole('button')).toHaveCount(2);
  const unchanged = await (await page.request.get(`/api/article/id/${article.id}`)).json();
  expect(unchanged.data.title).toBe(`Живая история ${stamp} — вторая`);

  await compare.getByRole('button', { name: 'Восстановить эту версию' }).click();
  await dialog.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByRole('status')).toContainText('восстановлена и сохранена как новая');
  await expect(versions.getByRole('button')).toHaveCount(3);
  const restored = await (await page.request.get(`/api/article/id/${article.id}`)).json();
  expect(restored.data.title).toBe(`Живая история ${stamp}`);
});

test('a version is named, shown by its name in the list, and the name taken away again', async ({
  page,
}) => {
  const title = `Названная версия ${Date.now()}`;
  const article = await createArticle(page, title, 'Текст, согласованный с клиентом.');
  await page.goto(`/crm/article/history/${article.id}`);
  const versions = page
    .getByRole('list')
    .filter({ has: page.getByRole('button') })
    .first();
  await versions.getByRole('button').first().click();
  const compare = page.getByRole('region', { name: 'Отличия от текущей версии' });
  const name = compare.getByLabel('Название версии');
  await expect(name).toHaveValue('');

  // Too long: said beside the field, nothing sent.
  await name.fill('я'.repeat(81));
  await expect(compare.getByText('Название версии — не длиннее 80 символов.')).toBeVisible();
  await name.fill('Согласовано с клиентом');
  await compare.getByRole('button', { name: 'Сохранить название' }).click();
  await expect(compare.getByRole('status')).toHaveText('Название версии сохранено.');
  await expect(versions.getByRole('button').first()).toContainText(
    'Названа: «Согласовано с клиентом»',
  );
  await expectNoA11yViolations(page);
  const [listed] = (
    (await (await page.request.get(`/api/article/id/${article.id}/revisions`)).json()) as {
      data: { name: string }[];
    }
  ).data;
  expect(listed!.name).toBe('Согласовано с клиентом');

  await compare.getByRole('button', { name: 'Убрать название' }).click();
  await expect(compare.getByRole('status')).toHaveText('Название версии убрано.');
  await expect(versions.getByRole('button').first()).not.toContainText('Названа');
});

import type { Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.use({ storageState: STAFF_STATE });

async function noSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const width of [375, 768]) {
  test(`at ${width} px the article list is cards: an article is edited and deleted from it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const title = `С телефона ${width} ${Date.now()}`;
    const created = await page.request.post('/api/article', {
      multipart: { title, author_name: 'Мобильный', hashtags: '#phone', content: '<p>Текст.</p>' },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    await page.goto('/crm/articles');
    const row = page.locator(`tr[data-article-id="${id}"]`);
    await expect(row).toBeVisible();
    await noSidewaysScroll(page);
    // Everything of the row is on screen: its date, its edit and delete buttons.
    const edit = row.getByRole('link', { name: `Изменить статью «${title}»` });
    const remove = row.getByRole('button', { name: `Удалить статью «${title}»` });
    for (const part of [row.locator('time'), edit, remove]) {
      await part.scrollIntoViewIfNeeded();
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    await expectNoA11yViolations(page);

    await edit.click();
    await expect(page).toHaveURL(`/crm/article/edit/${id}`);
    await noSidewaysScroll(page);
    await page.getByLabel(/^Заголовок статьи/).fill(`${title} (правка)`);
    await page.getByRole('button', { name: 'Изменить статью' }).click();
    await expect(page).toHaveURL('/crm/articles');
    await expect(row).toContainText(`${title} (правка)`);

    await row.getByRole('button', { name: /^Удалить статью/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить статью?' });
    await expect(dialog).toBeInViewport();
    await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/article/id/${id}`)).status()).toBe(404);
  });
}

test('the list is sorted by title, author, date or status, and shown a page of 20 at a time', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < 21; i++) {
    const answer = await page.request.post('/api/article', {
      multipart: {
        title: `Страница ${stamp} ${String(i).padStart(2, '0')}`,
        author_name: 'Листающий',
        hashtags: '#pages',
        content: '<p>Текст.</p>',
      },
    });
    expect(answer.status()).toBe(201);
    ids.push(((await answer.json()) as { data: { id: number } }).data.id);
  }
  try {
    await page.goto('/crm/articles');
    await page.getByLabel('Поиск по заголовку').fill(`Страница ${stamp}`);
    const pages = page.getByRole('navigation', { name: 'Страницы списка' });
    await expect(pages).toContainText('Статьи 1–20 из 21');
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await page.getByLabel('Порядок').selectOption({ label: 'По заголовку' });
    await expect(page.locator('tbody tr').first()).toContainText(`Страница ${stamp} 00`);
    await pages.getByRole('button', { name: /Следующая страница/ }).click();
    await expect(pages).toContainText('Статьи 21–21 из 21');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText(`Страница ${stamp} 20`);
    await page.getByLabel('Порядок').selectOption({ label: 'Сначала старые' });
    await expect(pages).toContainText('Статьи 1–20 из 21');
    await expect(page.locator('tbody tr').first()).toContainText(`Страница ${stamp} 00`);
  } finally {
    for (const id of ids) await page.request.delete(`/api/article/${id}`);
  }
});

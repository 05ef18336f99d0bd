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
    const update = page.getByRole('button', { name: 'Изменить статью' });
    // Where the button is in the bar that ends the form.
    const inBar = () =>
      update.evaluate(
        (button) =>
          button.getBoundingClientRect().top -
          button.closest('[class*="actionBar"]')!.getBoundingClientRect().top,
      );
    const before = await inBar();
    await page.getByLabel(/^Заголовок статьи/).fill(`${title} (правка)`);
    // This browser's copy of the change is named a moment later, and the button stays where it
    // was: on a phone the line appeared above the buttons, and a tap then landed beside them.
    await expect(page.getByText(/^Копия в этом браузере/)).toBeVisible();
    if (width < 720) expect(await inBar()).toBe(before);
    await update.click();
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
  // 45 articles, as the provider would list them (newest first), without writing 45 articles
  // into a store other tests read at the same time.
  const articles = Array.from({ length: 45 }, (_, i) => ({
    id: 9000 + i,
    title: `Статья ${String(i).padStart(2, '0')}`,
    author_name: i % 2 ? 'Борис' : 'Анна',
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    hashtags: '#pages',
    slug: `statya-${i}`,
    status: i % 3 === 0 ? 'draft' : 'published',
    banner: { path: '', meta_title: '', meta_alt: '' },
  })).reverse();
  await page.route('**/api/articles?status=all', (route) =>
    route.fulfill({ json: { data: articles } }),
  );
  await page.goto('/crm/articles');
  const pages = page.getByRole('navigation', { name: 'Страницы списка' });
  const rows = page.locator('tbody tr');
  await expect(pages).toContainText('Статьи 1–20 из 45');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Статья 44');
  await expect(pages.getByRole('button', { name: /Предыдущая страница/ })).toBeDisabled();

  await pages.getByRole('button', { name: /Следующая страница/ }).click();
  await expect(pages).toContainText('Статьи 21–40 из 45');
  await pages.getByRole('button', { name: /Следующая страница/ }).click();
  await expect(pages).toContainText('Статьи 41–45 из 45');
  await expect(rows).toHaveCount(5);
  await expect(pages.getByRole('button', { name: /Следующая страница/ })).toBeDisabled();

  // Another order starts again from the first page.
  await page.getByLabel('Порядок').selectOption({ label: 'Сначала старые' });
  await expect(pages).toContainText('Статьи 1–20 из 45');
  await expect(rows.first()).toContainText('Статья 00');
  await page.getByLabel('Порядок').selectOption({ label: 'По автору' });
  await expect(rows.first()).toContainText('Анна');
  await expect(rows.first()).toContainText('Статья 44');
  await page.getByLabel('Порядок').selectOption({ label: 'По статусу' });
  await expect(rows.first()).toContainText('Черновик');
  await page.getByLabel('Порядок').selectOption({ label: 'По заголовку' });
  await expect(rows.first()).toContainText('Статья 00');
  // The search narrows the pages too.
  await page.getByLabel('Поиск по заголовку, тексту, автору или хэштегу').fill('Статья 44');
  await expect(pages).toContainText('Статьи 1–1 из 1');
  await expect(pages.getByRole('button')).toHaveCount(0);
});

for (const width of [1280, 1440]) {
  test(`at ${width} px the article table fits its box, its widest rows included`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = Date.now();
    const made: number[] = [];
    const post = async (fields: Record<string, string>) => {
      const answer = await page.request.post('/api/article', {
        multipart: { author_name: 'Константин Константинопольский', hashtags: '#wide', ...fields },
      });
      expect(answer.status()).toBe(201);
      const { id } = ((await answer.json()) as { data: { id: number } }).data;
      made.push(id);
      return id;
    };
    try {
      // Scheduled, with its time under its status; and a translation its original changed since.
      await post({
        title: `Запланированная широкая ${stamp}`,
        content: '<p>Текст.</p>',
        status: 'scheduled',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      });
      const original = await post({ title: `Wide original ${stamp}`, content: '<p>Text.</p>' });
      const translated = await page.request.post(`/api/article/id/${original}/translations`, {
        data: { language: 'ru' },
      });
      made.push(((await translated.json()) as { data: { id: number } }).data.id);
      await page.request.post(`/api/article/${original}`, {
        multipart: {
          _method: 'PUT',
          title: `Wide original ${stamp}`,
          author_name: 'Константин Константинопольский',
          hashtags: '#wide',
          content: '<p>Text, changed.</p>',
        },
      });

      await page.goto('/crm/articles');
      await page.getByRole('searchbox').fill(String(stamp));
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(3);
      await expect(page.locator('tbody')).toContainText('Оригинал изменён');
      const wrap = page.locator('table').locator('..');
      const overflow = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const button of await page.getByRole('button', { name: /^Удалить статью/ }).all()) {
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      // The search box's hint is read whole.
      const search = page.getByRole('searchbox');
      await search.fill('');
      expect(
        await search.evaluate((input: HTMLInputElement) => {
          const probe = document.createElement('span');
          const style = getComputedStyle(input);
          probe.style.font = style.font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'pre';
          probe.textContent = input.placeholder;
          document.body.append(probe);
          const fits =
            probe.getBoundingClientRect().width <=
            input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          probe.remove();
          return fits;
        }),
      ).toBe(true);
    } finally {
      for (const id of made) await page.request.delete(`/api/article/${id}`);
    }
  });
}

import type { Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { checklistOf } from './support/checklist';

test.use({ storageState: STAFF_STATE });

const createdIds: number[] = [];
test.afterEach(async ({ page }) => {
  for (const id of createdIds.splice(0)) await page.request.delete(`/api/article/${id}`);
});

/** A draft made through the provider, as another client would. */
async function createDraft(page: Page, title: string, content: string) {
  const answer = await page.request.post('/api/article', {
    multipart: {
      title,
      author_name: 'Вера Выпускающая',
      hashtags: '#checklist',
      content,
      status: 'draft',
    },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number; slug: string } };
  createdIds.push(data.id);
  return data;
}

test('publishing shows what is missing or wrong, leads to the field, and publishing anyway is logged', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Очень длинный заголовок статьи, который не поместится в поиске и в соцсетях ${Date.now()}`;
  const article = await createDraft(
    page,
    title,
    '<h3>Подробности</h3><p>Текст со <a href="/newsroom/no-such-article">ссылкой в никуда</a> ' +
      'и <a href="/newsroom">на newsroom</a>.</p>',
  );

  await page.goto(`/crm/article/edit/${article.id}`);
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  const checklist = checklistOf(page);
  await expect(checklist).toBeVisible();
  // Focus moves into the panel, to its heading.
  await expect(
    checklist.getByRole('heading', { name: 'Перед публикацией стоит проверить' }),
  ).toBeFocused();
  // The links are checked by the server while the panel is open.
  const findings = checklist.getByRole('listitem');
  await expect(findings).toHaveText([
    /^Нет описания для поисковых систем и соцсетей\./,
    /^Заголовок «Подробности» — уровня 3, а перед ним нет заголовка уровня 2 \(уровень 1 — название статьи\)\./,
    /^Заголовок длиннее 70 символов \(\d+\): в поиске и соцсетях его обрежут\./,
    /^Ссылка ведёт на несуществующую страницу: \/newsroom\/no-such-article/,
  ]);
  await expect(checklist.getByRole('status')).toHaveCount(0);
  await expectNoA11yViolations(page);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`checklist-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // «Перейти к полю»: the panel closes, nothing is saved, focus is in the title.
  await findings
    .filter({ hasText: 'Заголовок длиннее' })
    .getByRole('button', { name: 'Перейти к полю' })
    .click();
  await expect(checklist).toBeHidden();
  await expect(page.getByLabel(/^Заголовок статьи/)).toBeFocused();
  let listed = await page.request.get(`/api/article/id/${article.id}`);
  expect(((await listed.json()) as { data: { status: string } }).data.status).toBe('draft');

  // A heading's way leads into the text, to that heading.
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await findings
    .filter({ hasText: 'Подробности' })
    .getByRole('button', { name: 'Перейти к полю' })
    .click();
  await expect(checklist).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Текст статьи/ })).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const node = window.getSelection()?.anchorNode;
        const element = node instanceof Element ? node : node?.parentElement;
        return element?.closest('h3')?.textContent;
      }),
    )
    .toBe('Подробности');

  // Publishing anyway publishes, and the audit log says what was accepted.
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await expect(findings).toHaveCount(4);
  await checklist.getByRole('button', { name: 'Опубликовать всё равно' }).click();
  await expect(page).toHaveURL('/crm/articles');
  listed = await page.request.get(`/api/article/id/${article.id}`);
  expect(((await listed.json()) as { data: { status: string } }).data.status).toBe('published');

  const audit = await page.request.get('/api/crm/audit?subject=article');
  const entries = (
    (await audit.json()) as {
      data: { action: string; subject_id: string; details: Record<string, unknown> }[];
    }
  ).data;
  const published = entries.find(
    (entry) => entry.action === 'article.published' && entry.subject_id === String(article.id),
  );
  expect(published?.details).toEqual({
    checklistOverridden: 'noDescription,headingSkipsLevel,titleTooLong,linkNotFound',
  });
  await page.goto('/crm/audit');
  await expect(
    page.getByText(
      'несмотря на замечания: нет описания, пропущен уровень заголовка, длинный заголовок, ' +
        'ссылка на несуществующую страницу',
    ),
  ).toBeVisible();
});

test('an article with nothing to fix publishes without the panel; saving a draft never shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const article = await createDraft(
    page,
    `Статья без замечаний ${Date.now()}`,
    '<h2>Раздел</h2><h3>Подраздел</h3><p>Текст со <a href="/newsroom">ссылкой</a>.</p>',
  );
  await page.goto(`/crm/article/edit/${article.id}`);
  const description = page.locator('#field-description');
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'сохранён' })).toBeVisible();
  await expect(checklistOf(page)).toBeHidden();

  await description.fill('Что изменилось и почему сайт стал быстрее для читателей.');
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await expect(page).toHaveURL('/crm/articles');
  await expect(checklistOf(page)).toHaveCount(0);
});

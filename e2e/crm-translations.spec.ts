import type { Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { makeArticle, openList, row, type Saved } from './support/translations';

test.use({ storageState: STAFF_STATE });

const createdIds: number[] = [];
test.afterEach(async ({ page }) => {
  for (const id of createdIds.splice(0)) await page.request.delete(`/api/article/${id}`);
});

async function createArticle(...args: Parameters<typeof makeArticle>) {
  const data = await makeArticle(...args);
  createdIds.push(data.id);
  return data;
}

async function readArticle(
  page: Page,
  id: number,
): Promise<Saved & { translation_source?: { revision_id: number; latest_revision_id: number } }> {
  return ((await (await page.request.get(`/api/article/id/${id}`)).json()) as { data: never }).data;
}

test('a translation made from the CRM opens prefilled, linked, as a draft; the list shows both languages and filters by one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const original = await createArticle(
    page,
    `Fast pages ${stamp}`,
    'Every page loads in a second.',
  );
  expect(original.language).toBe('en');

  await page.goto(`/crm/article/edit/${original.id}`);
  const panel = page.getByRole('region', { name: 'Язык и переводы' });
  await expect(panel.getByLabel('Язык статьи')).toHaveValue('en');
  await expect(panel).toContainText('нет перевода');
  await panel.getByRole('button', { name: 'Перевести на русский' }).click();

  await expect(page).not.toHaveURL(`/crm/article/edit/${original.id}`);
  const translationId = Number(/\/crm\/article\/edit\/(\d+)$/.exec(page.url())![1]);
  createdIds.push(translationId);
  // Prefilled with the original, in Russian, linked to it, a draft.
  await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue(`Fast pages ${stamp}`);
  await expect(page.getByRole('textbox', { name: /^Текст статьи/ })).toContainText(
    'Every page loads in a second.',
  );
  const translationPanel = page.getByRole('region', { name: 'Язык и переводы' });
  await expect(translationPanel.getByLabel('Язык статьи')).toHaveValue('ru');
  const originalVersion = translationPanel.locator(`[data-translation="${original.id}"]`);
  await expect(originalVersion).toContainText(`Fast pages ${stamp}`);
  await expect(originalVersion).toContainText('Оригинал');
  await expect(originalVersion).toContainText('Опубликована');
  const made = await readArticle(page, translationId);
  expect(made).toMatchObject({
    language: 'ru',
    status: 'draft',
    translations: [{ id: original.id, language: 'en', status: 'published' }],
  });
  await expectNoA11yViolations(page);

  // The audit log names it a translation of the original, not a new article.
  await page.goto('/crm/audit');
  const entry = page.locator('[data-action="article.translationCreated"]').filter({
    hasText: `Fast pages ${stamp}`,
  });
  await expect(entry).toContainText('начал(а) перевод статьи');
  await expect(entry).toContainText('на русский');
  await page.goto(`/crm/article/edit/${translationId}`);
  await expect(page.getByLabel(/^Заголовок статьи/)).toHaveValue(`Fast pages ${stamp}`);

  // The copy's address is the original's with «-2» until its own title is written: then it
  // takes that title's, transliterated like the sample articles'.
  expect(made.slug).toMatch(/-2$/);
  await page.getByLabel(/^Заголовок статьи/).fill(`Быстрые страницы ${stamp}`);
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect
    .poll(async () => (await readArticle(page, translationId)).slug)
    .toBe(`bystrye-stranicy-${stamp}`);
  await expect(page.getByLabel(/^Адрес статьи/)).toHaveValue(`bystrye-stranicy-${stamp}`);

  // The list: each row's language and its translation's state beside it.
  await openList(page, String(stamp));
  await expect(row(page, original.id)).toContainText('EN·RU: черновик');
  await expect(row(page, translationId)).toContainText('RU·EN: опубликован');
  const filter = page.getByLabel('Язык', { exact: true });
  await filter.selectOption({ label: 'Русские' });
  await expect(row(page, translationId)).toBeVisible();
  await expect(row(page, original.id)).toHaveCount(0);
  await filter.selectOption({ label: 'Английские' });
  await expect(row(page, original.id)).toBeVisible();
  await expect(row(page, translationId)).toHaveCount(0);
  await filter.selectOption({ label: 'Все языки' });
  await expect(row(page, translationId)).toBeVisible();
  await expectNoA11yViolations(page);

  // Deleting one version leaves the other, with no translation.
  expect((await page.request.delete(`/api/article/${original.id}`)).ok()).toBe(true);
  await openList(page, String(stamp));
  await expect(row(page, translationId)).toContainText('RU·нет перевода');
  await expect(row(page, original.id)).toHaveCount(0);
});

test('two existing articles are linked and unlinked; a refused link shows the Russian reason and changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const english = await createArticle(page, `Brand book ${stamp}`, 'Colours and type.');
  const russian = await createArticle(page, `Брендбук ${stamp}`, 'Цвета и шрифты.', {
    status: 'draft',
  });
  const taken = await createArticle(page, `Кейс ${stamp}`, 'Что мы сделали.');
  const other = await createArticle(page, `Case study ${stamp}`, 'What we did.');

  await page.goto(`/crm/article/edit/${english.id}`);
  const panel = page.getByRole('region', { name: 'Язык и переводы' });
  const choice = panel.getByLabel(/Или свяжите со статьёй/);
  await expect(choice.locator('option', { hasText: `Брендбук ${stamp}` })).toHaveCount(1);

  // Meanwhile a colleague links `taken` elsewhere: the link is refused, nothing changes.
  expect(
    (await page.request.post(`/api/article/id/${other.id}/translations/${taken.id}`)).ok(),
  ).toBe(true);
  await choice.selectOption({ label: `#${taken.id} · Кейс ${stamp} · Опубликована` });
  await panel.getByRole('button', { name: 'Связать с переводом' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Эта статья уже связана с другим переводом: сначала отвяжите её',
  );
  expect((await readArticle(page, english.id)).translations).toEqual([]);
  await expect(panel).toContainText('нет перевода');

  await choice.selectOption({ label: `#${russian.id} · Брендбук ${stamp} · Черновик` });
  await panel.getByRole('button', { name: 'Связать с переводом' }).click();
  const linked = panel.locator(`[data-translation="${russian.id}"]`);
  await expect(linked).toContainText(`Брендбук ${stamp}`);
  await expect(linked).toContainText('Черновик');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect((await readArticle(page, russian.id)).translations).toEqual([
    expect.objectContaining({ id: english.id, language: 'en' }),
  ]);
  await expect(linked.getByRole('link', { name: /Открыть версию/ })).toHaveAttribute(
    'href',
    `/crm/article/edit/${russian.id}`,
  );

  await linked.getByRole('button', { name: 'Отвязать' }).click();
  await expect(linked).toHaveCount(0);
  await expect(panel).toContainText('нет перевода');
  expect((await readArticle(page, russian.id)).translations).toEqual([]);
});

test('an edit of the original marks its translation «Оригинал изменён», with the changed words, until «Перевод актуален»', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const original = await createArticle(page, `Launch ${stamp}`, 'We launched the site today.');
  const made = await page.request.post(`/api/article/id/${original.id}/translations`, {
    data: { language: 'ru' },
  });
  expect(made.status()).toBe(201);
  const translation = ((await made.json()) as { data: Saved }).data;
  createdIds.push(translation.id);
  await openList(page, String(stamp));
  await expect(row(page, translation.id)).not.toContainText('Оригинал изменён');

  // The original is edited in its form: the save is a new revision of it.
  await page.goto(`/crm/article/edit/${original.id}`);
  const editor = page.getByRole('textbox', { name: /^Текст статьи/ });
  await editor.click();
  await page.keyboard.press('End');
  await editor.pressSequentially(' Faster than ever.');
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page).toHaveURL('/crm/articles');

  await openList(page, String(stamp));
  await expect(row(page, translation.id)).toContainText('Оригинал изменён');
  await expect(row(page, original.id)).not.toContainText('Оригинал изменён');

  // Restored to the version the translation was made from, the original says nothing new.
  const revisions = (
    (await (await page.request.get(`/api/article/id/${original.id}/revisions`)).json()) as {
      data: { id: number }[];
    }
  ).data;
  const madeFrom = (await readArticle(page, translation.id)).translation_source!.revision_id;
  expect(revisions.some((revision) => revision.id === madeFrom)).toBe(true);
  const restored = await page.request.post(`/api/article/id/${original.id}/revisions/${madeFrom}`);
  expect(restored.status()).toBe(200);
  await openList(page, String(stamp));
  await expect(row(page, translation.id)).not.toContainText('Оригинал изменён');
  await page.goto(`/crm/article/edit/${translation.id}`);
  await expect(page.getByRole('region', { name: 'Что изменилось в оригинале' })).toHaveCount(0);

  // Edited again (here through {api}): news for the translator.
  const again = await page.request.post(`/api/article/${original.id}`, {
    multipart: {
      _method: 'PUT',
      title: `Launch ${stamp}`,
      author_name: 'Translation Desk',
      hashtags: '#translations',
      content: '<p>We launched the site today. Faster than ever.</p>',
    },
  });
  expect(again.status()).toBe(200);

  // This tab's copy of the translation is from before the edit (read first, SPEC 4): opened in
  // another tab, which starts with nothing stored (clearing this tab's storage is undone by the
  // copy it writes back as it leaves the page).
  const tab = await page.context().newPage();
  await tab.goto(`/crm/article/edit/${translation.id}`);
  const changes = tab.getByRole('region', { name: 'Что изменилось в оригинале' });
  await expect(changes).toContainText('Оригинал изменён');
  await expect(changes.locator('[data-original-diff] ins')).toContainText(['Faster than ever.']);
  await expectNoA11yViolations(tab);
  await changes.getByRole('button', { name: 'Перевод актуален' }).click();
  await expect(changes).toHaveCount(0);
  await expect(
    tab.getByRole('status').filter({ hasText: 'Перевод отмечен актуальным' }),
  ).toBeVisible();
  await tab.close();
  const source = (await readArticle(page, translation.id)).translation_source!;
  expect(source.revision_id).toBe(source.latest_revision_id);

  await openList(page, String(stamp));
  await expect(row(page, translation.id)).toContainText('RU·EN: опубликован');
  await expect(row(page, translation.id)).not.toContainText('Оригинал изменён');
});

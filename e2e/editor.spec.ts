import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { settle } from './support/editor';
import { publishDespiteChecklist } from './support/checklist';

test.use({ storageState: STAFF_STATE });

const createdIds: number[] = [];
test.afterEach(async ({ page }) => {
  for (const id of createdIds.splice(0)) await page.request.delete(`/api/article/${id}`);
});

const editorOf = (page: Page) => page.getByRole('textbox', { name: /^Текст статьи/ });
const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Форматирование текста' });

async function fillRequired(page: Page, title: string) {
  await page.getByLabel(/^Заголовок статьи/).fill(title);
  await page.getByLabel(/^Автор/).fill('Лена Клавишева');
  await page.getByLabel(/^Хэштеги/).fill('#editor');
}

/** Picks a picture with the toolbar's file input, as «Вставить изображение» does. */
async function pickPicture(page: Page, name: string, buffer: Buffer, mimeType = 'image/png') {
  await page.locator('[data-editor-image-input]').setInputFiles({ name, mimeType, buffer });
}

test('the toolbar is used from the keyboard alone: formatting, a link, a popover closed with Escape', async ({
  page,
}) => {
  await page.goto('/crm/article/new');
  const editor = editorOf(page);
  const toolbar = toolbarOf(page);
  await editor.click();
  await page.keyboard.type('Слово');
  await page.keyboard.press('Control+a');

  // Shift+Tab from the text reaches the toolbar: one stop, then the arrow keys.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('combobox', { name: 'Тип блока' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const bold = toolbar.getByRole('button', { name: 'Жирный (Ctrl+B)' });
  await expect(bold).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('strong')).toHaveText('Слово');

  // The link popover: a wrong address is said once, under the field; a right one is applied.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const linkButton = toolbar.getByRole('button', { name: /^Ссылка/ });
  await expect(linkButton).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Ссылка/ });
  const field = dialog.getByRole('textbox');
  await expect(field).toBeFocused();
  await page.keyboard.type('не ссылка');
  await page.keyboard.press('Enter');
  const error = page.getByText('Введите адрес сайта, e-mail или ссылку на видео', { exact: false });
  await expect(error).toHaveCount(1);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('lumen.example/work');
  await expect(error).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editor.locator('a[href="https://lumen.example/work"]')).toHaveText('Слово');

  // Escape closes a popover and gives focus back to its button.
  await linkButton.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(linkButton).toBeFocused();
});

test('an inserted picture asks for a description; the article is not saved without one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Картинка с описанием ${Date.now()}`;
  await page.goto('/crm/article/new');
  await fillRequired(page, title);
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.type('Текст до картинки.');
  const png = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#ff7a59' },
  })
    .png()
    .toBuffer();
  await pickPicture(page, 'chart.png', png);

  // Uploaded, selected, and its description asked for with focus in the field.
  const description = page.getByRole('dialog', { name: 'Описание изображения' });
  const field = description.getByLabel('Что на изображении и зачем оно здесь');
  await expect(field).toBeFocused();
  await expectNoA11yViolations(page);
  // Leaving it undescribed: publishing is refused, the summary names the text, and the
  // picture is shown again with its question.
  await page.keyboard.press('Escape');
  await expect(description).toBeHidden();
  await expect(editor.locator('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Создать статью' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'не прошли' })).toHaveText(
    'Некоторые поля не прошли валидацию! Исправьте: Текст статьи.',
  );
  await expect(
    page.getByText('У изображения в тексте нет описания', { exact: false }),
  ).toBeVisible();
  await expect(field).toBeFocused();
  // Saving an empty description is refused inside the popover too.
  await description.getByRole('button', { name: 'Сохранить описание' }).click();
  await expect(description.getByRole('alert')).toHaveText(
    'Опишите изображение или отметьте, что оно декоративное.',
  );
  await field.fill('Оранжевый прямоугольник 16:9');
  await description.getByRole('button', { name: 'Сохранить описание' }).click();
  await expect(description).toBeHidden();
  await expect(editor.locator('img')).toHaveAttribute('alt', 'Оранжевый прямоугольник 16:9');

  await page.getByRole('button', { name: 'Создать статью' }).click();
  await publishDespiteChecklist(page);
  await expect(page).toHaveURL('/crm/articles');
  const list = (await (await page.request.get('/api/articles?status=all')).json()) as {
    data: { id: number; slug: string; title: string }[];
  };
  const created = list.data.find((article) => article.title === title)!;
  createdIds.push(created.id);

  // The page renders the description and keeps the picture's room (width and height).
  await page.goto(`/newsroom/${created.slug}`);
  const picture = page.locator('[class*="prose"] img');
  await expect(picture).toHaveAttribute('alt', 'Оранжевый прямоугольник 16:9');
  await expect(picture).toHaveAttribute('width', '800');
  await expect(picture).toHaveAttribute('height', '450');

  // Later the picture is marked decorative instead, from its toolbar button.
  await page.goto(`/crm/article/edit/${created.id}`);
  await editorOf(page).locator('img').click();
  await toolbarOf(page).getByRole('button', { name: 'Описание изображения' }).click();
  await description.getByLabel('Декоративное изображение: описание не нужно').check();
  await description.getByRole('button', { name: 'Сохранить описание' }).click();
  await page.getByRole('button', { name: 'Изменить статью' }).click();
  await expect(page).toHaveURL('/crm/articles');
  await page.goto(`/newsroom/${created.slug}`);
  await expect(picture).toHaveAttribute('alt', '');
  await expect(picture).toHaveAttribute('data-decorative', '');
});

test('a damaged picture is said to be unreadable, not of the wrong type', async ({ page }) => {
  await page.goto('/crm/article/new');
  await editorOf(page).click();
  await pickPicture(page, 'photo.png', Buffer.from('these bytes are not a picture at all'));
  await expect(page.getByRole('alert').filter({ hasText: 'Изображение не загружено' })).toHaveText(
    'Изображение не загружено: Файл не читается как изображение: он повреждён или это не картинка',
  );
  await expect(editorOf(page).locator('img')).toHaveCount(0);
  // The message is about that attempt: typing makes it go.
  await page.keyboard.type('Дальше.');
  await expect(page.getByText('Изображение не загружено', { exact: false })).toHaveCount(0);
});

test('a link ends where it was made: text typed after it is not linked', async ({ page }) => {
  await page.goto('/crm/article/new');
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.type('our blog');
  await page.keyboard.press('Shift+Home');
  await settle(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: /^Ссылка/ });
  await dialog.getByRole('textbox').fill('lumen.example/blog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editor.locator('a')).toHaveText('our blog');
  await settle(page);
  await page.keyboard.press('End');
  await page.keyboard.type(' today.');
  await expect(editor.locator('p').first()).toHaveText('our blog today.');
  await expect(editor.locator('a')).toHaveText('our blog');

  // Typed at its start, the same.
  await editor
    .locator('p')
    .first()
    .click({ position: { x: 1, y: 4 } });
  await settle(page);
  await page.keyboard.type('Read ');
  await expect(editor.locator('p').first()).toHaveText('Read our blog today.');
  await expect(editor.locator('a')).toHaveText('our blog');
});

test('the heading levels staff pick are the ones readers get, each plainly larger than the next', async ({
  page,
}) => {
  await page.goto('/crm/article/new');
  const block = toolbarOf(page).getByRole('combobox', { name: 'Тип блока' });
  // Named by the level readers get (<h2> is «Заголовок 2»): the title is the page's one <h1>.
  await expect(block.locator('option')).toHaveText([
    'Обычный текст',
    'Заголовок 2',
    'Заголовок 3',
    'Заголовок 4',
  ]);
  await editorOf(page).click();
  await page.keyboard.type('Подраздел');
  await block.selectOption({ label: 'Заголовок 3' });
  await expect(editorOf(page).locator('h3')).toHaveText('Подраздел');

  const created = await page.request.post('/api/article', {
    multipart: {
      title: `Уровни заголовков ${Date.now()}`,
      author_name: 'Редактор',
      hashtags: '#headings',
      content:
        '<h2>Раздел</h2><p>Текст.</p><h3>Подраздел</h3><p>Текст.</p><h4>Пункт</h4><p>Текст.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = ((await created.json()) as { data: { id: number; slug: string } }).data;
  createdIds.push(id);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/ru/newsroom/${slug}`);
    const size = (selector: string) =>
      page
        .locator(`[class*="prose"] ${selector}`)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const [h2, h3, h4, p] = [await size('h2'), await size('h3'), await size('h4'), await size('p')];
    expect([width, h2 > h3, h3 > h4, h4 > p, h3 - p >= 3]).toEqual([width, true, true, true, true]);
  }
});

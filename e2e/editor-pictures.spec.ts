import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  descriptionBoxOf,
  dropFiles,
  editorOf,
  pasteFiles,
  png,
  settledRect,
  shownAtEveryPoint,
  slowUploads,
} from './support/editor';

test.use({ storageState: STAFF_STATE });

const FIELD = 'Что на изображении и зачем оно здесь';

test('pictures pasted together are described one at a time, each description on its own picture', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The first picture's upload is held back until the second one's box is being filled in.
  const uploads = await slowUploads(page, 200, ['first.png']);
  await page.goto('/crm/article/new');
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.type('Две картинки подряд:');
  await pasteFiles(editor, [
    await png('first.png', 800, 450, '#ff7a59'),
    await png('second.png', 640, 360, '#2ee6a6'),
  ]);

  const first = editor.locator('img[width="800"]');
  const second = editor.locator('img[width="640"]');
  const box = descriptionBoxOf(page);
  const field = box.getByLabel(FIELD);
  await expect(second).toHaveCount(1);
  await expect(field).toBeFocused();
  await field.pressSequentially('Зелёный прямоугольник');

  // The first picture arrives while the second one is being described.
  uploads.release('first.png');
  await expect(first).toHaveCount(1);
  await expect(page.locator('[data-image-upload-placeholder]')).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Зелёный прямоугольник');
  await page.keyboard.press('Enter');

  // The description went to the picture it was asked about, and the first one is asked next.
  await expect(second).toHaveAttribute('alt', 'Зелёный прямоугольник');
  await expect(first).toHaveAttribute('alt', '');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await field.pressSequentially('Оранжевый прямоугольник');
  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  await expect(first).toHaveAttribute('alt', 'Оранжевый прямоугольник');
  await expect(second).toHaveAttribute('alt', 'Зелёный прямоугольник');
  // In the order they were pasted.
  expect(
    await editor
      .locator('img')
      .evaluateAll((pictures) => pictures.map((img) => img.getAttribute('alt'))),
  ).toEqual(['Оранжевый прямоугольник', 'Зелёный прямоугольник']);
});

test('after the box that opened by itself closes, the next key is typed after the picture, not over it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await slowUploads(page, 400);
  await page.goto('/crm/article/new');
  const editor = editorOf(page);
  const box = descriptionBoxOf(page);
  await editor.click();
  await page.keyboard.type('Перед картинкой.');

  // Pasted, described, saved with Enter: typing goes on after the picture.
  await pasteFiles(editor, [await png('pasted.png', 640, 360, '#2ee6a6')]);
  await expect(box.getByLabel(FIELD)).toBeFocused();
  await box.getByLabel(FIELD).fill('Зелёный прямоугольник');
  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  await page.keyboard.type('После картинки.');
  await expect(editor.locator('img')).toHaveCount(1);
  await expect(editor.locator('img + p')).toHaveText('После картинки.');

  // Dropped, its box closed with Escape: the same.
  await dropFiles(editor.locator('p').first(), [await png('dropped.png', 400, 300, '#6a47ff')]);
  await expect(box.getByLabel(FIELD)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await page.keyboard.type('Ещё текст');
  await expect(editor.locator('img')).toHaveCount(2);
  await expect(editor.locator('img[width="400"] + p')).toContainText('Ещё текст');
});

test('the body says a picture has no description only once a save is tried or its box is closed without one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await slowUploads(page, 400);
  await page.goto('/crm/article/new');
  const editor = editorOf(page);
  const box = descriptionBoxOf(page);
  const error = page.getByText('У изображения в тексте нет описания', { exact: false });
  await editor.click();
  await pasteFiles(editor, [await png('pasted.png', 640, 360, '#2ee6a6')]);
  await expect(box.getByLabel(FIELD)).toBeFocused();
  await expect(editor.locator('img')).toHaveCount(1);
  // While it is being asked: no error, no red border.
  await page.waitForTimeout(300);
  await expect(error).toHaveCount(0);
  await expect(editor).not.toHaveAttribute('aria-invalid', 'true');

  // Closed without a description: now the body says so.
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(error).toBeVisible();
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
});

for (const [width, height] of [
  [320, 568],
  [375, 812],
  [768, 1024],
  [1440, 900],
] as const) {
  test(`the picture being described stays in view, uncovered, at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await slowUploads(page, 300);
    await page.goto('/crm/article/new');
    const editor = editorOf(page);
    await editor.click();
    await page.keyboard.type('Текст перед картинкой.');
    await pasteFiles(editor, [await png('pasted.png', 640, 360, '#2ee6a6')]);
    const box = descriptionBoxOf(page);
    await expect(box.getByLabel(FIELD)).toBeFocused();
    const picture = editor.locator('img');
    const [pictureRect, boxRect] = [await settledRect(picture), await settledRect(box)];
    const overlaps =
      pictureRect.left < boxRect.right &&
      boxRect.left < pictureRect.right &&
      pictureRect.top < boxRect.bottom &&
      boxRect.top < pictureRect.bottom;
    expect(overlaps, JSON.stringify({ pictureRect, boxRect })).toBe(false);
    expect(await shownAtEveryPoint(picture)).toBe(true);
  });
}

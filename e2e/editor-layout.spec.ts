import type { Locator, Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  descriptionBoxOf,
  editorOf,
  pasteFiles,
  pasteLongText,
  png,
  rectOf,
  settledRect,
  settledScroll,
  shownAtEveryPoint,
  slowUploads,
  toolbarOf,
} from './support/editor';

test.use({ storageState: STAFF_STATE });

const SIZES = [
  [320, 568],
  [375, 812],
  [768, 1024],
  [1440, 900],
] as const;

/** The box's rectangle, once its entrance has settled, and the page's sideways overflow. */
async function placement(page: Page, box: Locator) {
  await expect(box).toBeVisible();
  const rect = await settledRect(box);
  const view = await page.evaluate(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  return { rect, view };
}

function expectInsideWindow(name: string, { rect, view }: Awaited<ReturnType<typeof placement>>) {
  const where = `${name}: ${JSON.stringify({ rect, view })}`;
  expect(rect.left, where).toBeGreaterThanOrEqual(0);
  expect(rect.top, where).toBeGreaterThanOrEqual(0);
  expect(rect.right, where).toBeLessThanOrEqual(view.width);
  expect(rect.bottom, where).toBeLessThanOrEqual(view.height);
  expect(view.scrollWidth, where).toBeLessThanOrEqual(view.width);
}

test('on a phone the toolbar is one row whose faded edge says it scrolls, every tool in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/crm/article/new');
  const toolbar = toolbarOf(page);
  await expect(toolbar).toHaveAttribute('data-more', 'end');
  const look = await toolbar.evaluate((el) => ({
    mask: getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage,
    wider: el.scrollWidth > el.clientWidth,
  }));
  expect(look.wider).toBe(true);
  expect(look.mask).toContain('linear-gradient');
  // Scrolled along: both edges fade, then only the start; the last tool can be reached.
  await toolbar.evaluate((el) => el.scrollBy({ left: 120 }));
  await expect(toolbar).toHaveAttribute('data-more', 'both');
  const last = toolbar.getByRole('button').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  await expect(toolbar).toHaveAttribute('data-more', 'start');
});

for (const [width, height] of SIZES) {
  test(`the toolbar stays whole under the CRM header while a long article is written, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await page.goto('/crm/article/new');
    const editor = editorOf(page);
    const toolbar = toolbarOf(page);
    await editor.click();
    await pasteLongText(editor, 60);
    await expect(editor.locator('p')).toHaveCount(60);
    // Writing at the end of the article, far below the toolbar's place.
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Дописано.');
    await settledScroll(page);

    const header = await rectOf(page.getByRole('banner'));
    const bar = await rectOf(toolbar);
    expect(Math.abs(bar.top - header.bottom), JSON.stringify({ header, bar })).toBeLessThanOrEqual(
      1,
    );
    // Its first row is not hidden under the header (on a phone, what fits before it scrolls).
    const firstRow = [
      toolbar.getByRole('combobox', { name: 'Тип блока' }),
      toolbar.getByRole('button', { name: 'Жирный (Ctrl+B)' }),
      toolbar.getByRole('button', { name: 'Курсив (Ctrl+I)' }),
      toolbar.getByRole('button', { name: 'Подчёркнутый (Ctrl+U)' }),
      toolbar.getByRole('button', { name: 'Ссылка или видео (Ctrl+K)' }),
    ];
    for (const control of width < 600 ? firstRow.slice(0, 3) : firstRow) {
      expect(await shownAtEveryPoint(control)).toBe(true);
    }

    const tops = await toolbar
      .locator('button, select')
      .evaluateAll((controls) =>
        controls.map((control) => Math.round(control.getBoundingClientRect().top)),
      );
    const rows = new Set(tops).size;
    if (width < 600) {
      // One row, which scrolls sideways; the page itself does not.
      expect(bar.height, JSON.stringify({ bar, rows })).toBeLessThanOrEqual(56);
      expect(rows).toBe(1);
      expect(await toolbar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
        true,
      );
      const redo = toolbar.getByRole('button', { name: 'Повторить (Ctrl+Shift+Z)' });
      await toolbar.getByRole('combobox', { name: 'Тип блока' }).focus();
      await page.keyboard.press('End');
      await expect(redo).toBeFocused();
      await settledRect(redo);
      expect(await shownAtEveryPoint(redo)).toBe(true);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test(`every editor popover stays inside the window, at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await slowUploads(page, 300);
    await page.goto('/crm/article/new');
    const editor = editorOf(page);
    const toolbar = toolbarOf(page);
    await editor.click();
    await page.keyboard.type('Наш блог');
    await page.keyboard.press('Shift+Home');

    await toolbar.getByRole('button', { name: 'Ссылка или видео (Ctrl+K)' }).click();
    const link = page.getByRole('dialog', { name: 'Ссылка или видео (Ctrl+K)' });
    expectInsideWindow('link', await placement(page, link));
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();

    await toolbar.getByRole('button', { name: 'Цвет текста' }).click();
    const colour = page.getByRole('dialog', { name: 'Цвет текста' });
    expectInsideWindow('colour', await placement(page, colour));
    await page.keyboard.press('Escape');
    await expect(colour).toBeHidden();

    await editor.locator('p').last().click();
    await page.keyboard.press('End');
    await pasteFiles(editor, [await png('pasted.png', 640, 360, '#2ee6a6')]);
    const description = descriptionBoxOf(page);
    expectInsideWindow('description, asked', await placement(page, description));
    await page.keyboard.press('Escape');
    await expect(description).toBeHidden();

    await editor.locator('img').click();
    await toolbar.getByRole('button', { name: 'Описание изображения' }).click();
    expectInsideWindow('description, from the toolbar', await placement(page, description));
    await expect(description.getByRole('button', { name: 'Отмена' })).toBeVisible();
  });
}

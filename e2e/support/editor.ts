import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { settledScroll } from '../fixtures';

/** The article body's editable area and its toolbar. */
export const editorOf = (page: Page) => page.getByRole('textbox', { name: /^Текст статьи/ });
export const toolbarOf = (page: Page) =>
  page.getByRole('toolbar', { name: 'Форматирование текста' });
export const descriptionBoxOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Описание изображения' });

/** A picture file: its name and its bytes (base64), to be built into a File in the page. */
export interface PictureFile {
  name: string;
  base64: string;
}

/** A real PNG of one colour, made on the spot. */
export async function png(
  name: string,
  width: number,
  height: number,
  color: string,
): Promise<PictureFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, base64: buffer.toString('base64') };
}

/** Pastes the files into the editor, as a paste from the clipboard does (ClipboardEvent). */
export async function pasteFiles(editor: Locator, files: PictureFile[]) {
  await editor.evaluate((element, list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
    }
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, files);
}

/** Drops the files on `target` (a point inside the editor), as a drop from the desktop does. */
export async function dropFiles(target: Locator, files: PictureFile[]) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await target.evaluate(
    (element, { list, x, y }) => {
      const transfer = new DataTransfer();
      for (const { name, base64 } of list) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      }
      const init = { dataTransfer: transfer, clientX: x, clientY: y, bubbles: true };
      element.dispatchEvent(new DragEvent('dragenter', init));
      element.dispatchEvent(new DragEvent('dragover', { ...init, cancelable: true }));
      element.dispatchEvent(new DragEvent('drop', { ...init, cancelable: true }));
    },
    { list: files, x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/**
 * Slows the real uploads down: each request to /api/upload waits `delayMs`, and the upload of
 * a file named in `held` waits until its release is called. Every request then goes on to the
 * server unchanged.
 */
export async function slowUploads(page: Page, delayMs: number, held: string[] = []) {
  const gates = new Map<string, { open: () => void; opened: Promise<void> }>();
  for (const name of held) {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    gates.set(name, { open, opened });
  }
  await page.route('**/api/upload', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const name = /filename="([^"]+)"/.exec(body)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await gates.get(name)?.opened;
    await route.continue();
  });
  return { release: (name: string) => gates.get(name)?.open() };
}

/** Pastes a long text (paragraphs of HTML, as copied from another document). */
export async function pasteLongText(editor: Locator, paragraphs: number) {
  await editor.evaluate((element, count) => {
    const html = Array.from(
      { length: count },
      (_, i) =>
        `<p>Абзац ${i + 1}. Длинная статья пишется долго: абзац за абзацем, и панель форматирования нужна всё время.</p>`,
    ).join('');
    const transfer = new DataTransfer();
    transfer.setData('text/html', html);
    transfer.setData('text/plain', html.replace(/<[^>]+>/g, '\n'));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, paragraphs);
}

/** Where an element is in the window (getBoundingClientRect). */
export function rectOf(locator: Locator) {
  return locator.evaluate((element) => {
    const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  });
}

/** Where an element is once scrolling and its entrance have settled (two equal readings). */
export async function settledRect(locator: Locator) {
  await settledScroll(locator.page());
  let previous = '';
  for (let i = 0; i < 50; i++) {
    const rect = await rectOf(locator);
    const key = JSON.stringify(rect);
    if (key === previous) return rect;
    previous = key;
    await locator.page().waitForTimeout(100);
  }
  throw new Error(`${locator.toString()} kept moving`);
}

/**
 * Lets the editor catch up: ProseMirror reads a selection made with the keyboard, and takes
 * focus back from a closing popover, on the next frames.
 */
export function settle(page: Page) {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Whether each of the points inside the element (centre and near the corners) shows it. */
export function shownAtEveryPoint(locator: Locator) {
  return locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const inset = 6;
    const points = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + inset, top + inset],
      [right - inset, top + inset],
      [left + inset, bottom - inset],
      [right - inset, bottom - inset],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
  });
}

export { settledScroll };

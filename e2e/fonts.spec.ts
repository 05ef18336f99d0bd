import type { Page } from '@playwright/test';
import { CYRILLIC_FONT } from '../lib/site';
import { expect, test } from './fixtures';

/**
 * The faces Chromium draws an element's text with (not what its CSS asks for: which family of
 * the list each letter was found in).
 */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/**
 * The metric-matched fallbacks (`src: local(Arial)`) found, as on Windows and macOS, where Arial
 * is installed: this machine's own sans-serif fonts stand in for it.
 */
async function withArialInstalled(page: Page) {
  const fallbacks = await page.evaluate(() =>
    [...document.fonts].map((face) => face.family).filter((family) => /Fallback/.test(family)),
  );
  expect(fallbacks.length).toBeGreaterThan(0);
  await page.addStyleTag({
    content: fallbacks
      .map(
        (family) =>
          `@font-face{font-family:${family};src:local("Liberation Sans"),local("DejaVu Sans")}`,
      )
      .join('\n'),
  });
  await page.evaluate(() => document.fonts.ready);
}

for (const [path, letters] of [
  ['/ru/newsroom', 'Cyrillic'],
  ['/newsroom', 'Latin'],
] as const) {
  test(`${letters} text is drawn in Manrope where Arial is installed too (${path})`, async ({
    page,
  }) => {
    // Manrope in the cache, as on any page after the first (`font-display: optional` keeps a
    // face that is late on a first visit out of that page).
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    // Asked again until the headline has been laid out since the last change (none yet: []).
    const manrope = [expect.stringMatching(/^Manrope/)];
    await expect.poll(() => drawnWith(page, 'h1')).toEqual(manrope);

    await withArialInstalled(page);
    await expect.poll(() => drawnWith(page, 'h1')).toEqual(manrope);
  });
}

test('the Cyrillic face is preloaded by the pages in Russian only', async ({ request }) => {
  const preloads = async (path: string) =>
    (await (await request.get(path)).text()).includes(
      `<link rel="preload" href="${CYRILLIC_FONT}" as="font"`,
    );
  expect(await preloads('/ru/newsroom')).toBe(true);
  expect(await preloads('/ru/policy')).toBe(true);
  expect(await preloads('/newsroom')).toBe(false);
  expect(await preloads('/policy')).toBe(false);
});

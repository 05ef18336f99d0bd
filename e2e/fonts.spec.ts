import type { Page } from '@playwright/test';
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
    expect(await drawnWith(page, 'h1')).toEqual([expect.stringMatching(/^Manrope/)]);

    await withArialInstalled(page);
    expect(await drawnWith(page, 'h1')).toEqual([expect.stringMatching(/^Manrope/)]);
  });
}

import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * A public page paints its first screen without waiting for its stylesheets: the rules its
 * markup uses are in the document (lib/cache/document-styles.mjs), the links at its end. The
 * landing pages, which the rules would take past 100 KB, keep their links.
 */
// The fonts: next/font's Latin face under /_next/static, the Cyrillic one under /fonts (lib/site.ts).
const SCRIPTS_AND_FONTS = /\/_next\/static\/.+\.js$|\.woff2$/;
const STYLESHEETS_TOO = /\/_next\/static\/.+\.(css|js)$|\.woff2$/;

/**
 * Every element of the first screen: its box, colours, type and display. Scripts are kept out
 * (nothing hydrates, so what is compared is the document as sent), and fonts too (both loads
 * paint in the same face).
 */
async function firstScreen(page: Page, path: string, blocked: RegExp): Promise<string[]> {
  // As the cache serves it: the first request after a change renders the page, streamed.
  expect((await page.request.get(path)).status(), path).toBe(200);
  await page.route(blocked, (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  // Streamed parts of the page are put in place by React's inline scripts a frame or so later.
  await page.waitForFunction(() => !document.querySelector('[hidden][id^="S:"]'));
  const shapes = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0) return [];
      // A spinner turning: its box changes from one moment to the next.
      if (element.getAnimations().length > 0) return [];
      const style = getComputedStyle(element);
      const where = [box.x, box.y, box.width, box.height].map(Math.round).join(',');
      return [
        `${element.tagName} ${where} ${style.color} ${style.backgroundColor} ${style.fontSize} ` +
          `${style.fontWeight} ${style.display} ${style.position} ${style.opacity}`,
      ];
    }),
  );
  await page.unroute(blocked);
  return shapes;
}

/** A sample article (lib/articles/seed), with a banner, a table of contents and code. */
const ARTICLE =
  '/newsroom/how-we-cut-lcp-by-58percent-for-a-freight-marketplace-moving-to-the-nextjs-app';

for (const consent of [true, false]) {
  test.describe(consent ? 'a returning visitor' : 'a first visit, with the cookie banner', () => {
    test.use({ consent });

    test('each public page’s first screen looks the same before its stylesheets arrive', async ({
      page,
    }) => {
      const pages = consent
        ? ['/newsroom', '/newsroom/tag/design', '/policy', '/ru/policy', ARTICLE]
        : ['/newsroom', '/ru/policy'];
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        for (const path of pages) {
          const styled = await firstScreen(page, path, SCRIPTS_AND_FONTS);
          expect(styled.length, path).toBeGreaterThan(10);
          const early = await firstScreen(page, path, STYLESHEETS_TOO);
          expect(early, `${path} at ${width} px`).toEqual(styled);
        }
      }
    });
  });
}

test('the landing pages, at their HTML budget, keep their stylesheets in the head', async ({
  request,
}) => {
  for (const path of ['/', '/ru']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(/<link rel="stylesheet" href="\/_next\/static\//);
    expect(html, path).not.toContain('data-inline-styles');
  }
});

test('the stylesheets follow the content and load once; a page opened in the browser gets all of its styles', async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/policy');
  await expect(page.locator('head style[data-inline-styles]')).toHaveCount(1);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => link.parentElement?.tagName,
      ),
    ),
  ).toEqual(expect.arrayContaining(['BODY']));
  expect(
    await page.evaluate(() => document.head.querySelectorAll('link[rel="stylesheet"]').length),
  ).toBe(0);
  const newsroom = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Newsroom' });
  await hydrated(newsroom);
  await newsroom.click();
  await expect(page).toHaveURL(/\/newsroom$/);
  const card = page.locator('main [data-article]').first();
  await expect(card).toBeVisible();
  // React found the document's stylesheets where they are, and loaded only what the newsroom adds.
  expect(sheets.length).toBeGreaterThan(1);
  expect(new Set(sheets).size, sheets.join('\n')).toBe(sheets.length);
  const look = (of = card) =>
    of.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return `${Math.round(box.width)}×${Math.round(box.height)} ${style.display} ${style.borderRadius} ${style.backgroundColor}`;
    });
  const reached = await look();
  // The same card opened anew (another suite may have published an article in between).
  const slug = await card.getAttribute('data-article');
  await page.goto('/newsroom');
  const same = page.locator(`main [data-article="${slug}"]`);
  await expect(same).toBeVisible();
  expect(reached).toBe(await look(same));
});

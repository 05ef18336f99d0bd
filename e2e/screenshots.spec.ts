import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const WIDTHS = [375, 768, 1440];
const PAGES = [
  ['home-en', '/'],
  ['home-ru', '/ru'],
  ['policy-en', '/policy'],
  ['policy-ru', '/ru/policy'],
  ['not-found', '/missing-page'],
] as const;
const DIR = path.join('reports', 'screenshots');

test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  for (const [name, url] of PAGES) {
    test(`screenshot ${name} at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await page.evaluate(async () => {
        // Load every lazy image before the full-page capture.
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForFunction(() =>
        Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
      );
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      fs.mkdirSync(DIR, { recursive: true });
      const file = path.join(DIR, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
    });
  }
}

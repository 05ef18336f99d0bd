import type { Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, hydrated, test } from './fixtures';

/**
 * The language switch keeps where the visitor was: a tag page leads to its counterpart (the
 * same tag, or the one staff mapped in the CRM), a search keeps its words, an anchor stays; with
 * nothing to show in the other language it lands on that newsroom and says why, never a 404.
 */

/**
 * Clicks the switch once its page has hydrated: the query and anchor are the browser's, added
 * by its click handler (without scripts it leads to the same page without them).
 */
async function switchTo(page: Page, language: 'Русский' | 'English') {
  const link = page.getByRole('link', {
    name: language === 'Русский' ? 'Switch language to Русский' : 'Переключить язык на English',
  });
  await hydrated(link);
  await link.click();
}

/** Forgets the language chosen and read last, so that an English address opens in English. */
async function forgetChoice(page: Page) {
  await page.context().clearCookies({ name: 'NEXT_LOCALE' });
  await page.evaluate(() => localStorage.removeItem('lng'));
}

const notice = (page: Page) => page.locator('[data-switch-notice]');

test('a tag page switches to its counterpart, both ways, and to a tag spelled alike', async ({
  page,
}) => {
  await page.goto('/newsroom/tag/branding');
  // Its versions for crawlers are the same pages the switch leads to, never a 404.
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    'href',
    /\/ru\/newsroom\/tag\/%D0%B1%D1%80%D0%B5%D0%BD%D0%B4%D0%B8%D0%BD%D0%B3$/,
  );
  await switchTo(page, 'Русский');
  await expect(page).toHaveURL(
    /\/ru\/newsroom\/tag\/%D0%B1%D1%80%D0%B5%D0%BD%D0%B4%D0%B8%D0%BD%D0%B3$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('#брендинг');

  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/newsroom\/tag\/branding$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('#branding');

  await page.goto('/newsroom/tag/nextjs');
  await switchTo(page, 'Русский');
  await expect(page).toHaveURL(/\/ru\/newsroom\/tag\/nextjs$/);
  await expect(notice(page)).toBeEmpty();
});

test('a reader whose stored language is Russian is moved from a tag page to its counterpart', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('lng', 'ru'));
  await page.goto('/newsroom/tag/branding');
  await expect(page).toHaveURL(
    /\/ru\/newsroom\/tag\/%D0%B1%D1%80%D0%B5%D0%BD%D0%B4%D0%B8%D0%BD%D0%B3$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('#брендинг');
});

test('a search keeps its words and a page its anchor through the switch', async ({ page }) => {
  await page.goto('/newsroom/search?q=brands');
  await switchTo(page, 'Русский');
  await expect(page).toHaveURL(/\/ru\/newsroom\/search\?q=brands$/);
  await expect(page.getByRole('searchbox')).toHaveValue('brands');
  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/newsroom\/search\?q=brands$/);
  await expect(page.getByRole('searchbox')).toHaveValue('brands');

  await page.goto('/policy#cookies');
  await switchTo(page, 'Русский');
  await expect(page).toHaveURL(/\/ru\/policy#cookies$/);
  await expect(
    page.getByRole('heading', { name: 'Политика использования файлов cookie' }),
  ).toBeInViewport();
});

test.describe('mapped by staff in the CRM', () => {
  test.use({ storageState: STAFF_STATE });

  test('a tag without a counterpart lands on the other newsroom with a notice, until staff map one', async ({
    page,
  }) => {
    // The pair is there (a retry finds it as a first try would), and its page is cached as it is.
    const pair = await page.request.put('/api/crm/tags', {
      data: { en: 'accessibility', ru: 'доступность' },
    });
    expect(pair.status()).toBe(200);
    expect(await page.request.get('/newsroom/tag/accessibility').then((a) => a.text())).toMatch(
      /<link rel="alternate" hrefLang="ru"/,
    );
    // Staff unlink a pair of the sample data…
    await page.goto('/crm/tags');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хэштеги на двух языках');
    const row = page.getByRole('row').filter({ hasText: '#accessibility' });
    await row
      .getByRole('button', { name: 'Разорвать связь #accessibility ↔ #доступность' })
      .click();
    await expect(page.getByRole('status')).toContainText(
      'Связь #accessibility ↔ #доступность разорвана.',
    );
    await expect(row).toHaveCount(0);

    // …so the switch has nowhere to go but the Russian newsroom, and says why.
    await forgetChoice(page);
    await page.goto('/newsroom/tag/accessibility');
    await switchTo(page, 'Русский');
    await expect(page).toHaveURL(/\/ru\/newsroom#untranslated-tag$/);
    // …and the tag page names no Russian version for crawlers (once its cache is refreshed: the
    // next render, which a loaded machine may take seconds to finish).
    await forgetChoice(page);
    await expect
      .poll(
        async () => {
          const html = await (await page.request.get('/newsroom/tag/accessibility')).text();
          return /<link rel="alternate" hrefLang="ru"/.test(html);
        },
        { timeout: 20_000 },
      )
      .toBe(false);
    await expect(notice(page)).toHaveText(
      'Статей на русском с этим хэштегом пока нет: вот все новости на русском.',
    );
    // Scrolled into view, clear of the header, however tall the page's own header is.
    await expect(notice(page)).toBeInViewport({ ratio: 1 });

    // A pair typed as staff write tags (with '#', any case) maps them again.
    await page.goto('/crm/tags');
    await page.getByLabel('Английский хэштег').fill('#Accessibility');
    await page.getByLabel('Русский хэштег').fill('#Доступность');
    await page.getByRole('button', { name: 'Связать' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Хэштеги #accessibility и #доступность связаны.',
    );
    await expect(page.getByRole('row').filter({ hasText: '#accessibility' })).toContainText(
      '#доступность',
    );

    await forgetChoice(page);
    await page.goto('/newsroom/tag/accessibility');
    await switchTo(page, 'Русский');
    await expect(page).toHaveURL(/\/ru\/newsroom\/tag\/%D0%B4/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#доступность');

    // A tag spelled alike needs no pair: refused, with the reason beside the field.
    await page.goto('/crm/tags');
    await page.getByLabel('Английский хэштег').fill('nextjs');
    await page.getByLabel('Русский хэштег').fill('NextJS');
    await page.getByRole('button', { name: 'Связать' }).click();
    await expect(
      page.getByText('Хэштег пишется одинаково на обоих языках: пара ему не нужна.'),
    ).toBeVisible();
  });
});

import { expect, test } from './fixtures';

test.describe('languages', () => {
  test('English is the default, unprefixed, with lang, canonical and hreflang', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Absolute, on the configured site origin (NEXT_PUBLIC_SITE_URL at build time).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
      'href',
      /\/ru$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  });

  test('Russian lives under /ru with its own texts', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Продвинутый маркетинг');
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeAttached();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ru$/);
    await page.goto('/ru/policy');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ru\/policy$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/policy$/,
    );
  });

  test('the switcher keeps the current page and remembers the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/policy');
    await page.getByRole('link', { name: 'Switch language to Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/policy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('ru');
    expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('ru');

    // Remembered: the unprefixed home page now opens in Russian.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);

    await page.getByRole('link', { name: 'Переключить язык на English' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('en');
  });

  test('?lng=ru selects Russian and keeps the page', async ({ page, context }) => {
    await page.goto('/policy?lng=ru');
    await expect(page).toHaveURL(/\/ru\/policy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ru');
    await page.goto('/ru?lng=en');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('local storage is used when no cookie says otherwise', async ({ page, context }) => {
    expect((await context.cookies()).some((c) => c.name === 'NEXT_LOCALE')).toBe(false);
    await context.addInitScript(() => localStorage.setItem('lng', 'ru'));
    // The page moves itself to the stored language as soon as it runs.
    await page.goto('/policy', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/ru\/policy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // A move made for a stored language is no choice by hand: no cookie is added for it.
    expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('ru');
    expect((await context.cookies()).some((c) => c.name === 'NEXT_LOCALE')).toBe(false);
  });

  test('the browser language is honoured on the first visit', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ru-RU', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await context.close();
  });
});

import { expect, test } from './fixtures';

test.describe('policy', () => {
  test('has six numbered terms sections and four cookie sections, each with contact info', async ({
    page,
  }) => {
    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Cookie Policy');
    const terms = page.locator('#terms ol > li h3');
    await expect(terms).toHaveText([
      'General terms',
      'Use of the site',
      'Personal data privacy',
      'Analytics',
      'Limitation of liability',
      'Amendments',
    ]);
    await expect(page.locator('#cookies ol > li h3')).toHaveCount(4);
    await expect(page.locator('#terms').getByRole('link', { name: /@lumen\.agency/ })).toHaveCount(
      1,
    );
    await expect(
      page.locator('#cookies').getByRole('link', { name: /@lumen\.agency/ }),
    ).toHaveCount(1);
    await expect(page.locator('#terms')).toContainText('02.12.2026');
    await expect(page.locator('#cookies')).toContainText('02.12.2026');
    // Numbered: the counter is drawn before each heading.
    const marker = await terms.first().evaluate((el) => getComputedStyle(el, '::before').content);
    expect(marker).toContain('counter');
  });

  test('the #cookies anchor lands on the cookie policy, clear of the header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page).toHaveURL(/\/policy#cookies$/);
    await expect
      .poll(() =>
        page.locator('#cookies').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeGreaterThanOrEqual(72);
    await expect(page.getByRole('heading', { name: 'Cookie policy', level: 2 })).toBeInViewport();
  });

  test('is in Russian under /ru/policy', async ({ page }) => {
    await page.goto('/ru/policy');
    await expect(page.locator('#terms ol > li')).toHaveCount(6);
    await expect(page.locator('#cookies')).toContainText('Последнее обновление: 02.12.2026');
  });
});

test('/favicon.ico is an icon of 16, 32 and 48 pixels, for the browsers and crawlers that ask for it', async ({
  request,
}) => {
  const answer = await request.get('/favicon.ico');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await answer.body();
  // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image (0 means 256).
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const count = ico.readUInt16LE(4);
  const sizes = Array.from({ length: count }, (_, i) => ico[6 + i * 16]);
  expect(sizes).toEqual([16, 32, 48]);
});

test.describe('404', () => {
  for (const [path, title, button] of [
    ['/no-such-page', 'Uh-oh, you got into the dark', 'Go back to light'],
    ['/ru/no-such-page', 'Ой, вы попали в темноту', 'Вернуться к свету'],
    ['/deep/missing/path', 'Uh-oh, you got into the dark', 'Go back to light'],
    ['/file.php', 'Uh-oh, you got into the dark', 'Go back to light'],
  ] as const) {
    test(`${path} is a 404 with a way back to the light`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('link', { name: button }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /Advanced Marketing|Продвинутый маркетинг/,
      );
    });
  }
});

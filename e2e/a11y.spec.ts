import { expect, expectNoA11yViolations, test } from './fixtures';

const PAGES = ['/', '/ru', '/policy', '/ru/policy', '/missing-page', '/ru/missing-page'];

for (const path of PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}

test.describe('with the cookie banner open', () => {
  test.use({ consent: false });
  test('the banner has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('mobile menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoA11yViolations(page);
  });
});

import { expect, test as setup } from '@playwright/test';
import { STAFF, STAFF_STATE } from '../playwright.config';

// One sign-in through the real login page; CRM tests reuse its session cookie.
setup('sign in as staff', async ({ page }) => {
  await page.goto('/crm/articles');
  await expect(page).toHaveURL(/\/crm\/login\?next=%2Fcrm%2Farticles$/);
  await page.getByLabel('E-mail').fill(STAFF.email);
  await page.getByLabel('Пароль').fill(STAFF.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/crm\/articles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Все статьи' })).toBeVisible();
  await page.context().storageState({ path: STAFF_STATE });
});

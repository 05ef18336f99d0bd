import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

/** Every test starts as a visitor who already answered the cookie banner, unless it opts out. */
export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  context: async ({ context, consent, baseURL }, provide) => {
    if (consent) {
      const url = baseURL ?? 'http://localhost:3100';
      await context.addCookies(
        ['consent_given', 'preferences_consent', 'statistics_consent', 'marketing_consent'].map(
          (name) => ({ name, value: 'true', url }),
        ),
      );
    }
    await provide(context);
  },
});

export { expect };

/** Waits until the page has stopped scrolling (the CRM scrolls smoothly). */
export async function settledScroll(page: Page) {
  let previous = Number.NaN;
  for (let i = 0; i < 50; i++) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === previous) return;
    previous = y;
    await page.waitForTimeout(100);
  }
}

/** Waits until React has hydrated the element (its event handlers are attached). */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
}

/**
 * The landing page at `path` with every card of a section (projects or reviews): its first
 * ones, and the rest shown in place by «see all».
 */
export async function showEveryCard(
  page: Page,
  path: string,
  section: 'ourProjects' | 'happyClients' = 'ourProjects',
) {
  await page.goto(path);
  const seeAll = page
    .locator(`#${section}`)
    .getByRole('link', { name: /^(See all|Read all|Показать все)/ });
  await hydrated(seeAll);
  await seeAll.click();
  await expect(page.locator(`#${section}`).getByRole('list')).toHaveCount(2);
}

/** Axe on the page once it has stopped scrolling: mid-scroll, sticky bars overlap each other. */
export async function expectNoA11yViolations(page: Page) {
  await settledScroll(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Top of an element relative to the viewport, once scrolling has settled. */
export async function settledTop(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN;
  for (let i = 0; i < 40; i++) {
    const top = await page
      .locator(selector)
      .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    if (top === previous) return top;
    previous = top;
    await page.waitForTimeout(100);
  }
  return previous;
}

/**
 * Opens the CRM's account menu. Retried until the header has hydrated: a click before that has
 * no handler to run, and the menu stays shut.
 */
export async function openAccountMenu(page: Page, email: string) {
  const button = page.getByRole('button', { name: `Меню аккаунта ${email}` });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

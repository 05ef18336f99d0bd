import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSite } from './support/site';

test.use({ consent: false });

const NAMES = ['consent_given', 'preferences_consent', 'statistics_consent', 'marketing_consent'];

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies
      .filter((c) => NAMES.includes(c.name))
      .map((c) => [c.name, { value: c.value, expires: c.expires }]),
  );
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'We value your privacy' });
}

function consentCalls(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

test('the banner offers the four categories, Necessary locked on, the optional ones unticked', async ({
  page,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const necessary = page.getByRole('checkbox', { name: /Necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  // A pre-ticked box is no consent (CJEU, Planet49, C-673/17): the optional ones start empty.
  for (const name of ['Preferences', 'Statistics', 'Marketing']) {
    await expect(page.getByRole('checkbox', { name })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name })).toBeEnabled();
  }
  // The three choices are equally easy: the same size, colour and weight.
  const looks = await banner(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontWeight, style.fontSize, box.height];
      }),
    );
  expect(looks).toHaveLength(3);
  expect(looks[1]).toEqual(looks[0]);
  expect(looks[2]).toEqual(looks[0]);
  // Without NEXT_PUBLIC_GA_ID no analytics script is loaded at all.
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  // Consent-mode defaults are set before anything else, all denied.
  expect((await consentCalls(page))[0]).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    },
  ]);
});

test('accept all stores four cookies for 365 days and hides the banner for good', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookies = await consentCookies(context);
  expect(Object.keys(cookies).sort()).toEqual([...NAMES].sort());
  for (const name of NAMES) {
    expect(cookies[name]?.value).toBe('true');
    const days = ((cookies[name]?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  }
  await page.reload();
  await expect(banner(page)).toBeHidden();
  // The stored choice is applied on every load.
  expect((await consentCalls(page))[1]).toEqual([
    'consent',
    'update',
    {
      ad_personalization: 'granted',
      ad_user_data: 'granted',
      analytics_storage: 'granted',
      ad_storage: 'granted',
    },
  ]);
  await page.goto('/policy');
  await expect(banner(page)).toBeHidden();
});

test('accept selected without a touch accepts nothing optional', async ({ page, context }) => {
  await page.goto('/policy');
  await page.getByRole('button', { name: 'Accept selected' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookies = await consentCookies(context);
  expect(cookies.consent_given?.value).toBe('true');
  for (const name of NAMES.slice(1)) expect(cookies[name]?.value).toBe('false');
});

test('accept selected stores exactly the chosen categories', async ({ page, context }) => {
  await page.goto('/policy');
  await page.getByRole('checkbox', { name: 'Preferences' }).check();
  await page.getByRole('button', { name: 'Accept selected' }).click();
  await expect(banner(page)).toHaveCount(0);
  const cookies = await consentCookies(context);
  expect(cookies.consent_given?.value).toBe('true');
  expect(cookies.preferences_consent?.value).toBe('true');
  expect(cookies.statistics_consent?.value).toBe('false');
  expect(cookies.marketing_consent?.value).toBe('false');
  await page.reload();
  expect((await consentCalls(page))[1]).toEqual([
    'consent',
    'update',
    { ad_personalization: 'granted', ad_user_data: 'granted' },
  ]);
});

test('reject all records the refusal and keeps everything denied', async ({ page, context }) => {
  await page.goto('/');
  // A click that lands before the page's script has started does nothing: click until it goes
  // (a click that did land may take a moment to close the banner on a loaded machine).
  await expect(async () => {
    if (await banner(page).isVisible()) {
      await page.getByRole('button', { name: 'Reject all' }).click({ timeout: 2_000 });
    }
    await expect(banner(page)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const cookies = await consentCookies(context);
  expect(cookies.consent_given?.value).toBe('true');
  for (const name of NAMES.slice(1)) expect(cookies[name]?.value).toBe('false');
  await page.reload();
  await expect(banner(page)).toBeHidden();
  expect((await consentCalls(page))[1]).toEqual(['consent', 'update', {}]);
});

test('the banner works from the keyboard', async ({ page, context }) => {
  await page.goto('/policy');
  const statistics = page.getByRole('checkbox', { name: 'Statistics' });
  await statistics.focus();
  await page.keyboard.press('Space');
  await expect(statistics).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Accept selected' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  const cookies = await consentCookies(context);
  expect(cookies.statistics_consent?.value).toBe('true');
  expect(cookies.marketing_consent?.value).toBe('false');
});

test('the banner floats over the page and shifts no layout', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toHaveCSS('position', 'fixed');
  const before = await page.locator('main').boundingBox();
  // Shifts counted from here: the banner's own, not the page's while it loaded (Lighthouse
  // measures those).
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number }>) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift' });
  });
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  const after = await page.locator('main').boundingBox();
  expect(after).toEqual(before);
  await page.waitForTimeout(500);
  const shifted = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});

test('cookie settings reopen from the footer on any page, and withdrawing is one click', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);

  // On another page, after a reload: the footer's «Cookie settings» shows the stored choice.
  await page.goto('/ru/newsroom');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' }).click();
  const reopened = page.getByRole('region', { name: 'Мы ценим вашу приватность' });
  await expect(reopened).toBeVisible();
  const statistics = reopened.getByRole('checkbox').nth(2);
  await expect(statistics).toBeChecked();
  await expect(reopened.getByRole('checkbox').nth(1)).toBeFocused();

  // Withdrawn: the cookies and Google's consent signals change at once.
  await reopened.getByRole('button').last().click();
  await expect(reopened).toHaveCount(0);
  const cookies = await consentCookies(context);
  expect(cookies.statistics_consent?.value).toBe('false');
  expect(cookies.marketing_consent?.value).toBe('false');
  expect((await consentCalls(page)).at(-1)).toEqual([
    'consent',
    'update',
    {
      ad_personalization: 'denied',
      ad_user_data: 'denied',
      analytics_storage: 'denied',
      ad_storage: 'denied',
    },
  ]);
  await page.reload();
  await expect(reopened).toBeHidden();
});

test('a language chosen by hand is kept without consent; the one read last only with Preferences', async ({
  page,
  context,
}) => {
  const remembered = async () => ({
    cookie: (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value,
    storage: await page.evaluate(() => localStorage.getItem('lng')),
  });
  await page.goto('/policy');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  // Reading pages remembers nothing without Preferences.
  await page.goto('/ru/newsroom');
  expect(await remembered()).toEqual({ cookie: undefined, storage: null });

  // Chosen by hand: kept in a first-party cookie, and the next visit opens in that language.
  await page.getByRole('link', { name: 'Переключить язык на English' }).click();
  await expect(page).toHaveURL(/\/newsroom$/);
  expect(await remembered()).toEqual({ cookie: 'en', storage: null });
  await page.goto('/policy?lng=ru');
  await expect(page).toHaveURL(/\/ru\/policy$/);
  expect(await remembered()).toEqual({ cookie: 'ru', storage: null });
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);

  // With Preferences the storage keeps it too; withdrawn, the storage forgets at once and the
  // hand-chosen language stays.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' }).click();
  await page
    .getByRole('region', { name: 'Мы ценим вашу приватность' })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('link', { name: 'Переключить язык на English' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await remembered()).toEqual({ cookie: 'en', storage: 'en' });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  expect(await remembered()).toEqual({ cookie: 'en', storage: null });
});

test('a switch clicked before the page could keep it is kept on the page it leads to', async ({
  page,
  context,
}) => {
  // Without scripts the switcher's click keeps nothing; the page it opens knows where it came from.
  await page.goto('/policy');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  const href = await page
    .getByRole('link', { name: 'Switch language to Русский' })
    .getAttribute('href');
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to!;
    document.body.append(link);
    link.click();
  }, href);
  await expect(page).toHaveURL(/\/ru\/policy$/);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value)
    .toBe('ru');
});

test.describe('on a 375 × 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const [path, title, choices] of [
    ['/', 'We value your privacy', ['Accept all', 'Accept selected', 'Reject all']],
    ['/ru', 'Мы ценим вашу приватность', ['Принять все', 'Принять выбранные', 'Отклонить все']],
  ] as const) {
    test(`${path}: the banner is opaque, takes at most a third of the screen, each choice one tap`, async ({
      page,
      context,
    }) => {
      await page.goto(path);
      const region = page.getByRole('region', { name: title });
      await expect(region).toBeVisible();
      const box = (await region.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(812 / 3);
      // Nothing of the page shows through: a solid background, nothing see-through above it.
      const look = await region.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, opacity: style.opacity };
      });
      expect(look.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
      expect(look.opacity).toBe('1');
      // Every choice on screen, big enough to tap, its label inside it.
      for (const name of choices) {
        const button = region.getByRole('button', { name });
        await expect(button).toBeInViewport({ ratio: 1 });
        const size = await button.evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          overflows: el.scrollWidth > el.clientWidth,
        }));
        expect([name, size.height >= 44, size.overflows]).toEqual([name, true, false]);
      }
      for (const box of await region.getByRole('checkbox').all()) {
        await expect(box).toBeInViewport({ ratio: 1 });
      }
      await region.getByRole('button', { name: choices[2] }).click();
      await expect(region).toHaveCount(0);
      expect((await consentCookies(context)).consent_given?.value).toBe('true');
    });
  }
});

test('without an analytics id the policy names no Google cookie, in both languages', async ({
  page,
}) => {
  for (const [path, none] of [
    ['/policy', 'The Site sets no cookies of other companies'],
    ['/ru/policy', 'Сайт не устанавливает cookie других компаний'],
  ] as const) {
    await page.goto(path);
    const policy = page.locator('main');
    await expect(policy).toContainText(none);
    await expect(policy).not.toContainText('_ga');
    await expect(policy).not.toContainText('Google Analytics 4');
    await expect(policy).not.toContainText('gaoptout');
    // The hand-chosen language cookie is named, as kept without consent.
    await expect(policy.locator('#cookies')).toContainText('NEXT_LOCALE');
  }
});

test('with an analytics tag, Core Web Vitals are measured only once statistics consent is given', async ({
  browser,
}) => {
  // A site of its own: the shared one runs without an analytics tag.
  const site = await startSite({ NEXT_PUBLIC_GA_ID: 'G-E2ETEST00' });
  const context = await browser.newContext();
  try {
    // The tag's own script is Google's: not fetched from here (window.gtag queues in dataLayer).
    await context.route(/googletagmanager\.com/, (route) => route.abort());
    const page = await context.newPage();
    const vitals = () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((args) => args[0] === 'event' && /^(TTFB|FCP|LCP|CLS|INP)$/.test(String(args[1])))
          .map((args) => args[1]),
      );
    await page.goto(`${site.url}/`);
    await expect(banner(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await page.waitForTimeout(1_000);
    expect(await vitals()).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    // The page's metrics so far, read once the code has come.
    await expect.poll(vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP']));

    // On the next visit, with consent already given, from the start.
    await page.reload();
    await expect.poll(vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP']));

    // This site's policy names Google Analytics and its cookies, and how to opt out.
    await page.goto(`${site.url}/policy`);
    const policy = page.locator('#cookies');
    await expect(policy).toContainText('_ga');
    await expect(policy).toContainText('tools.google.com/dlpage/gaoptout');
    await expect(page.locator('#terms')).toContainText('Google Analytics 4');
    await expect(policy).not.toContainText('The Site sets no cookies of other companies');
  } finally {
    await context.close();
    await site.stop();
  }
});

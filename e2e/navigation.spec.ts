import { expect, settledTop, test } from './fixtures';

const LINKS = [
  ['Services', 'whatWeDo'],
  ['Projects', 'ourProjects'],
  ['About us', 'aboutUs'],
  ['How we work', 'howWeWork'],
  ['Contact us', 'contactForm'],
] as const;

test.describe('landing header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is fixed and its links scroll to each section 100 px below the top', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, id] of LINKS) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // Polled: on a loaded machine the smooth scroll may not have begun at the first look.
      const top = () => settledTop(page, `#${id}`);
      if (id !== 'contactForm') {
        await expect.poll(async () => Math.abs((await top()) - 100)).toBeLessThanOrEqual(2);
      } else {
        await expect.poll(top).toBeLessThanOrEqual(102);
      }
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('banner')).toBeInViewport();
    }
    await nav.getByRole('link', { name: 'Start' }).click();
    await expect.poll(() => settledTop(page, '#start')).toBe(0);
    await expect(nav.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'true');
  });

  test('highlights the link of the section in view: aboutUs for whyUs, nothing for the reviews or the latest articles', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const current = nav.locator('[aria-current]');
    const scrollTo = (id: string) =>
      page
        .locator(`#${id}`)
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 10));

    await scrollTo('whyUs');
    await expect(current).toHaveText('About us');
    await scrollTo('howWeWork');
    await expect(current).toHaveText('How we work');
    await expect(current).toHaveCSS('background-color', /rgba?\(/);
    // The reviews are not a step of «How we work», and «Newsroom» is another page.
    await scrollTo('happyClients');
    await expect(current).toHaveCount(0);
    await scrollTo('fromNewsroom');
    await expect(current).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Newsroom' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    await scrollTo('contactForm');
    await expect(current).toHaveText('Contact us');
  });

  test('the header is opaque: nothing of a light section shows through it', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const look = await header.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, filter: style.backdropFilter };
    });
    expect(look.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(look.filter).toBe('none');
    // Over a light section the header's margin shows the page's background colour, unblended.
    await page
      .locator('#aboutUs')
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 200));
    const box = (await header.boundingBox())!;
    const shot = await page.screenshot({ clip: { x: 2, y: 4, width: 12, height: box.height - 8 } });
    const { default: sharp } = await import('sharp');
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = look.background.match(/\d+/g)!.map(Number);
    for (let i = 0; i < data.length; i += info.channels) {
      expect([data[i], data[i + 1], data[i + 2]]).toEqual([r, g, b]);
    }
  });

  test('a section counts as visible from 20% in view', async ({ page }) => {
    await page.goto('/');
    const current = page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator('[aria-current]');
    // Put whatWeDo's top at 75% of the screen: 25% of the screen shows it, hero is still the first visible.
    const vh = 900;
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(current).toHaveText('Start');
    // Scroll until the hero shows less than 20% of itself: whatWeDo becomes current.
    const heroHeight = await page
      .locator('#start')
      .evaluate((el) => el.getBoundingClientRect().height);
    const threshold = 0.2 * Math.min(heroHeight, vh);
    await page.evaluate((y) => window.scrollTo(0, y), heroHeight - threshold + 20);
    await expect(current).toHaveText('Services');
    await page.evaluate((y) => window.scrollTo(0, y), heroHeight - threshold - 20);
    await expect(current).toHaveText('Start');
  });

  test('other pages show home and newsroom links', async ({ page }) => {
    await page.goto('/policy');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Newsroom']);
    await expect(nav.getByRole('link', { name: 'Newsroom' })).toHaveAttribute('href', '/newsroom');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced Marketing');
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/policy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced Marketing');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes with the toggle, and closes when a link is clicked', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(nav).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(nav).toBeHidden();
    await expect
      .poll(async () => Math.abs((await settledTop(page, '#ourProjects')) - 100))
      .toBeLessThanOrEqual(2);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });

  test('has no horizontal scroll', async ({ page }) => {
    // English first: once /ru is seen, an unprefixed address moves this visitor to Russian
    // after it has loaded, which would pull the page away from under the measurement.
    for (const path of ['/', '/policy', '/missing-page', '/newsroom', '/ru', '/ru/newsroom']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

import { expect, hydrated, showEveryCard, test } from './fixtures';
import { DOCUMENT_BUDGET } from '../lib/cache/document-styles.mjs';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has the hero and every section in order', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Advanced Marketing' })).toBeVisible();
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual([
      'start',
      'whatWeDo',
      'ourProjects',
      'aboutUs',
      'whyUs',
      'howWeWork',
      'happyClients',
      'fromNewsroom',
      'contactForm',
    ]);
  });

  test('shows six services with title, description and hashtags', async ({ page }) => {
    const cards = page.locator('#whatWeDo ul > li').filter({ has: page.locator('h3') });
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator('h3')).not.toBeEmpty();
      await expect(card.locator('p')).not.toBeEmpty();
      const tags = await card.locator('ul li').allTextContents();
      expect(tags.length).toBeGreaterThanOrEqual(2);
      for (const tag of tags) expect(tag).toMatch(/^#\S+$/);
    }
    await expect(page.locator('#whatWeDo h3')).toContainText([
      /web/i,
      /brand/i,
      /software/i,
      /intellectual property/i,
      /AI agents/i,
      /UI\/UX/i,
    ]);
  });

  test('shows six project cards, then all 25 seeded ones in place; none links to a placeholder, others are inert', async ({
    page,
  }) => {
    const cards = page.locator('#ourProjects [data-project]');
    // The page carries the first six; the rest are a click away, in place.
    await expect(cards).toHaveCount(6);
    await expect(cards.first().locator('h3')).toHaveText('Brewline');
    const seeAll = page
      .locator('#ourProjects')
      .getByRole('link', { name: /^See all \d+ projects/ });
    await expect(seeAll).toHaveAttribute('href', '/projects');
    await hydrated(seeAll);
    await seeAll.click();
    const more = page.getByRole('list', { name: 'More projects' });
    await expect(more).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await expect(seeAll).toHaveCount(0);
    // The seed's 25 shown cards, and any a CRM test adds meanwhile (e2e/landing-admin.spec.ts),
    // each once.
    expect(await cards.count()).toBeGreaterThanOrEqual(25);
    const ids = await cards.evaluateAll((items) => items.map((item) => item.dataset.project));
    expect(new Set(ids).size).toBe(ids.length);
    const links = page.locator('#ourProjects [data-project] a');
    const disabled = page.locator('#ourProjects [data-project] [aria-disabled="true"]');
    expect((await links.count()) + (await disabled.count())).toBe(await cards.count());
    // Every seeded address is a placeholder on the reserved .example domain: no card links.
    expect(await disabled.count()).toBeGreaterThanOrEqual(25);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https?:\/\/(?![^/]*\.example(\/|$))/);
    }
    for (const card of await cards.all()) {
      await expect(card.locator('h3')).not.toBeEmpty();
      await expect(card.locator('img')).toHaveCount(1);
    }
    // A disabled card is not a link and nothing happens when it is clicked.
    const first = disabled.first();
    await expect(first.locator('a')).toHaveCount(0);
    await expect(first).toContainText('Case study coming soon');
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(first).toHaveCSS('cursor', 'not-allowed');
  });

  test('project images go through next/image with explicit sizes', async ({ page }) => {
    const image = page.locator('#ourProjects img').first();
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '720');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fimages%2Fprojects%2F/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('about us is signed, with five reasons and six steps (step 5 is the release)', async ({
    page,
  }) => {
    await expect(page.locator('#aboutUs footer')).toContainText('Alexander Orlov');
    await expect(page.locator('#aboutUs footer')).toContainText(/Founder/);
    await expect(page.locator('#whyUs ol > li')).toHaveCount(5);
    const steps = page.locator('#howWeWork ol > li');
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(4).locator('h3')).toHaveText('Release');
    await expect(steps.nth(4)).toContainText('Step 5');
  });

  test('shows three reviews, then all nine seeded ones in place, with a photo or coloured initials', async ({
    page,
  }) => {
    const reviews = page.locator('#happyClients li');
    await expect(reviews).toHaveCount(3);
    const readAll = page
      .locator('#happyClients')
      .getByRole('link', { name: /^Read all \d+ reviews/ });
    await expect(readAll).toHaveAttribute('href', '/projects#reviews');
    await hydrated(readAll);
    await readAll.click();
    await expect(page.getByRole('list', { name: 'More reviews' })).toBeFocused();
    // The seed's nine, and any a CRM test adds meanwhile, each once.
    expect(await reviews.count()).toBeGreaterThanOrEqual(9);
    const ids = await reviews.evaluateAll((items) => items.map((item) => item.dataset.review));
    expect(new Set(ids).size).toBe(ids.length);
    await expect(reviews.first()).toContainText('Maria Kovalenko');
    const photos = page.locator('#happyClients figcaption img');
    const circles = page.locator('#happyClients figcaption span[aria-hidden="true"]');
    expect(await photos.count()).toBeGreaterThanOrEqual(4);
    expect((await photos.count()) + (await circles.count())).toBe(await reviews.count());
    expect(await circles.count()).toBeGreaterThan(0);
    for (const circle of await circles.all()) await expect(circle).toHaveText(/^[A-Z]{1,2}$/);
    for (const review of await reviews.all()) {
      await expect(review.locator('blockquote')).not.toBeEmpty();
    }
  });

  test('footer has the years, policy links, e-mail and named social links', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`2022–${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/policy',
    );
    await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/policy#cookies',
    );
    await expect(footer.getByRole('link', { name: 'hello@lumen.agency' })).toHaveAttribute(
      'href',
      'mailto:hello@lumen.agency',
    );
    for (const name of ['Telegram', 'Instagram', 'LinkedIn', 'Behance']) {
      const link = footer.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('the way to the newsroom', () => {
  test('the landing header and its mobile menu lead to the newsroom', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Newsroom' })).toHaveAttribute('href', '/newsroom');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Newsroom' }).click();
    await expect(page).toHaveURL('/newsroom');
  });

  test('«From the newsroom» shows the three latest articles of the page’s language', async ({
    page,
    request,
  }) => {
    for (const [path, heading, prefix, language] of [
      ['/', 'From the newsroom', '/newsroom/', 'en'],
      ['/ru', 'Последние статьи', '/ru/newsroom/', 'ru'],
    ] as const) {
      const latest = (
        (await (await request.get(`/api/articles?language=${language}`)).json()) as {
          data: { slug: string }[];
        }
      ).data.slice(0, 3);
      await page.goto(path);
      const section = page.getByRole('region', { name: heading });
      await expect(section.locator('[data-article]')).toHaveCount(3);
      expect(
        await section
          .locator('[data-article]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-article'))),
      ).toEqual(latest.map((article) => article.slug));
      await expect(section.locator('[data-article] a').first()).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}`),
      );
    }
  });

  test('«From the newsroom» is cards without pictures in the HTML, the same cards with pictures as a visitor nears it, nothing moving; without scripts the first stay', async ({
    page,
    request,
    browser,
  }) => {
    const latest = (
      (await (await request.get('/api/articles?language=ru')).json()) as {
        data: { slug: string; title: string }[];
      }
    ).data.slice(0, 3);
    const hrefs = latest.map((article) => `/ru/newsroom/${article.slug}`);

    // The HTML: each article's card with its title as a link to it, and no picture.
    const html = await (await request.get('/ru')).text();
    const section = /<section id="fromNewsroom"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect([...section.matchAll(/<h3[^>]*><a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(
      hrefs,
    );
    expect(section).not.toContain('<img');

    // Their cards, from a cached address.
    const answer = await request.get('/ru/newsroom/latest.json');
    expect(answer.headers()['cache-control']).toMatch(/s-maxage=/);
    const data = (await answer.json()) as { cards: { href: string; banner: { src: string } }[] };
    expect(data.cards.map((card) => card.href)).toEqual(hrefs);

    // In the browser, the cards come once the section is near, with their pictures loaded.
    await page.goto('/ru');
    const region = page.getByRole('region', { name: 'Последние статьи' });
    await expect(region.locator('img')).toHaveCount(0);
    const height = async () => (await region.boundingBox())!.height;
    const before = await height();
    await region.scrollIntoViewIfNeeded();
    const pictures = region.locator('[data-article] img');
    await expect(pictures).toHaveCount(3);
    await expect
      .poll(() =>
        pictures.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(
      await region
        .locator('[data-article] h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(hrefs);
    await expect(region.locator('[data-article] h3').first()).toHaveText(latest[0]!.title);
    // The cards with pictures take the place of those without: what follows does not move.
    expect(Math.abs((await height()) - before)).toBeLessThanOrEqual(1);

    // Without scripts: the links, on cards of the same size.
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto('/ru');
    const links = plain.getByRole('region', { name: 'Последние статьи' }).locator('h3 a');
    await links.first().scrollIntoViewIfNeeded();
    await expect(links).toHaveCount(3);
    await expect(links.first()).toBeVisible();
    await noScripts.close();
  });

  test('no id is used twice on a public page', async ({ page }) => {
    // English first: once /ru is seen, an unprefixed address moves this visitor to Russian.
    for (const path of ['/', '/newsroom', '/policy', '/ru']) {
      await page.goto(path);
      const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('the portfolio on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/', '/ru']) {
    test(`${path}: every project, two to a row, in under 4,000 px`, async ({ page }) => {
      await showEveryCard(page, path);
      const section = page.locator('#ourProjects');
      const cards = section.getByRole('list').getByRole('listitem');
      expect(await cards.count()).toBeGreaterThanOrEqual(25);
      // The seed's 25 (cards a CRM test adds meanwhile are left out of the measure).
      await section
        .locator('[data-project]')
        .evaluateAll((items) => items.slice(25).forEach((item) => item.remove()));
      await expect(cards).toHaveCount(25);
      const height = await section.evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(4_000);
      const [first, second, third] = await Promise.all(
        [0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!),
      );
      expect(second!.y).toBe(first!.y);
      expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      expect(third!.y).toBeGreaterThan(first!.y);
      // Each is reachable and named: its heading and its picture are on the page.
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
        await expect(card.locator('img')).toHaveCount(1);
      }
      // No text cut off: the «case study coming soon» mark fits its card in both languages.
      const clipped = await section
        .locator('[data-project] p')
        .evaluateAll((texts) => texts.filter((p) => p.scrollWidth > p.clientWidth).length);
      expect(clipped).toBe(0);
      await cards.last().scrollIntoViewIfNeeded();
      await expect(cards.last().getByRole('heading', { level: 3 })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    });
  }
});

test.describe('the portfolio beyond the landing page’s first cards', () => {
  test('the landing page’s HTML: at most 100 KB (DOCUMENT_BUDGET) in each language', async ({
    request,
  }) => {
    // Six projects and three reviews (the rest on demand), the icons in a sprite, the latest
    // articles as links (their cards on demand), pictures' widths built in the browser. Russian
    // texts take two bytes a letter, in the HTML and again in the RSC payload.
    for (const path of ['/', '/ru']) {
      const html = await (await request.get(path)).body();
      expect(html.byteLength, path).toBeLessThanOrEqual(DOCUMENT_BUDGET);
    }
  });

  test('without scripts, «see all» leads to the portfolio page: every project, then every review', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const { path, projects, reviews, heading, cta } of [
        {
          path: '/',
          projects: /^See all \d+ projects/,
          reviews: /^Read all \d+ reviews/,
          heading: 'Every project',
          cta: 'Start a project with us',
        },
        {
          path: '/ru',
          projects: /^Показать все \d+ проект/,
          reviews: /^Показать все \d+ отзыв/,
          heading: 'Все проекты',
          cta: 'Обсудить ваш проект',
        },
      ]) {
        const portfolio = path === '/' ? '/projects' : '/ru/projects';
        await page.goto(path);
        await page.locator('#ourProjects').getByRole('link', { name: projects }).click();
        await expect(page).toHaveURL(portfolio);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const cards = page.locator('main [data-project]');
        expect(await cards.count()).toBeGreaterThanOrEqual(25);
        // Each project's title is a heading of the page's second level.
        await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Brewline');
        expect(await page.locator('#reviews [data-review]').count()).toBeGreaterThanOrEqual(9);
        await expect(page.getByRole('link', { name: cta })).toHaveAttribute(
          'href',
          `${path === '/' ? '/' : '/ru'}#contactForm`,
        );

        await page.goto(path);
        await page.locator('#happyClients').getByRole('link', { name: reviews }).click();
        await expect(page).toHaveURL(`${portfolio}#reviews`);
        await expect(page.locator('#reviews')).toBeInViewport();
      }
    } finally {
      await context.close();
    }
  });

  test('the cards the buttons fetch are every visible card, in the page’s language', async ({
    request,
  }) => {
    type Cards = {
      projects: { id: number; title: string; description: string }[];
      reviews: { id: number; name: string; text: string }[];
    };
    const cards = async (path: string) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/json/);
      return (await answer.json()) as Cards;
    };
    const [en, ru] = await Promise.all([
      cards('/projects/cards.json'),
      cards('/ru/projects/cards.json'),
    ]);
    expect(en.projects.length).toBeGreaterThanOrEqual(25);
    expect(en.reviews.length).toBeGreaterThanOrEqual(9);
    expect(en.projects[0]!.title).toBe('Brewline');
    expect(en.reviews[0]!.name).toBe('Maria Kovalenko');
    expect(ru.reviews[0]!.name).toBe('Мария Коваленко');
    expect(ru.projects.map((card) => card.id)).toEqual(en.projects.map((card) => card.id));
    expect(en.projects[0]!.description).toMatch(/^[^\p{Script=Cyrillic}]+$/u);
    expect(ru.projects[0]!.description).toMatch(/\p{Script=Cyrillic}/u);
    expect(ru.reviews[0]!.text).toMatch(/\p{Script=Cyrillic}/u);
  });
});

test('the icons and the logo are files cached for good, each symbol the page uses among them', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const used = await page
    .locator('svg use')
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href')!));
  expect(used.length).toBeGreaterThanOrEqual(10);
  const logo = (await page.getByRole('banner').locator('img').first().getAttribute('src'))!;
  for (const file of new Set([...used.map((href) => href.split('#')[0]!), logo])) {
    const answer = await request.get(file);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const text = await answer.text();
    for (const href of used.filter((h) => h.startsWith(`${file}#`))) {
      expect(text, href).toContain(`id="${href.split('#')[1]}"`);
    }
  }
});

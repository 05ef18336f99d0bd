import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  descriptionBoxOf,
  editorOf,
  pasteFiles,
  pasteLongText,
  png,
  settledRect,
  toolbarOf,
} from './support/editor';
import { openSeededWeek, seedAnalytics } from './support/analytics';
import { makeArticle, openList, row, type Saved } from './support/translations';

const WIDTHS = [375, 768, 1440];
const PAGES = [
  ['home-en', '/'],
  ['home-ru', '/ru'],
  ['portfolio-en', '/projects'],
  ['portfolio-ru', '/ru/projects'],
  ['policy-en', '/policy'],
  ['policy-ru', '/ru/policy'],
  ['not-found', '/missing-page'],
  ['newsroom-en', '/newsroom'],
  ['newsroom-ru', '/ru/newsroom'],
  ['article', 'first-article:en'],
  ['article-ru', 'first-article:ru'],
] as const;
const DIR = path.join('reports', 'screenshots');

test.describe.configure({ mode: 'parallel' });

/**
 * Loads and decodes every lazy image before a full-page capture: a picture far below the
 * viewport is otherwise captured as its empty box.
 */
async function loadEveryImage(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => {
      (img as HTMLImageElement).loading = 'eager';
    }),
  );
  await page.waitForFunction(
    () => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
    undefined,
    { timeout: 45_000 },
  );
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode())));
}

for (const width of WIDTHS) {
  for (const [name, url] of PAGES) {
    test(`screenshot ${name} at ${width}px`, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      if (url.startsWith('first-article:')) {
        // The newest article of each newsroom, at its own language's address.
        const language = url.split(':')[1]!;
        const { data } = (await (
          await page.request.get(`/api/articles?language=${language}`)
        ).json()) as { data: Array<{ slug: string }> };
        await page.goto(`${language === 'en' ? '' : '/ru'}/newsroom/${data[0]!.slug}`);
      } else {
        await page.goto(url);
      }
      await loadEveryImage(page);
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

test.describe('cookie banner', () => {
  test.use({ consent: false });
  for (const width of WIDTHS) {
    test(`screenshot of the banner at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
      fs.mkdirSync(DIR, { recursive: true });
      const file = path.join(DIR, `cookie-banner-${width}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`cookie-banner-${width}`, { path: file, contentType: 'image/png' });
    });
  }
});

test.describe('the CRM portfolio and reviews', () => {
  test.use({ storageState: STAFF_STATE });
  const SCREENS = [
    ['crm-projects', '/crm/projects'],
    ['crm-project-edit', 'projects'],
    ['crm-reviews', '/crm/reviews'],
    ['crm-review-edit', 'reviews'],
  ] as const;
  for (const width of WIDTHS) {
    for (const [name, url] of SCREENS) {
      test(`screenshot ${name} at ${width}px`, async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 900 });
        if (url.startsWith('/')) {
          await page.goto(url);
        } else {
          // A review with its photo, a project with a placeholder address.
          const { data } = (await (await page.request.get(`/api/crm/${url}`)).json()) as {
            data: { id: number }[];
          };
          await page.goto(`/crm/${url}/${data[url === 'reviews' ? 2 : 0]!.id}`);
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await loadEveryImage(page);
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
});

test.describe('the CRM inbox', () => {
  test.use({ storageState: STAFF_STATE });
  const MESSAGES = [
    {
      name: 'Анна Смирнова',
      email: 'anna.smirnova@example.ru',
      locale: 'ru',
      message:
        'Здравствуйте! Мы открываем вторую кофейню и хотим обновить сайт: меню, бронирование столиков и программа лояльности. Сможете оценить сроки и бюджет?',
    },
    {
      name: 'James Whitaker',
      email: 'james@northwind.example',
      locale: 'en',
      message:
        'Hi team, we are looking for a partner to redesign our SaaS onboarding. Are you available in Q1?',
    },
    {
      name: 'Ольга',
      email: 'olga@studio.example',
      locale: 'ru',
      message: 'Нужен логотип и фирменный стиль для студии йоги.',
    },
  ];

  for (const width of WIDTHS) {
    test(`screenshot of the inbox at ${width}px`, async ({ page }, testInfo) => {
      for (const message of MESSAGES) {
        const sent = await page.request.post('/api_mail/MailSender.php', { data: message });
        expect(sent.status()).toBe(200);
      }
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/crm/inbox');
      const first = page.locator('[data-message-id]').filter({ hasText: 'Анна Смирнова' }).first();
      await expect(first).toBeVisible({ timeout: 20_000 });
      fs.mkdirSync(DIR, { recursive: true });
      const shots: Array<[string, () => Promise<void>]> = [
        ['list', async () => {}],
        [
          'open',
          async () => {
            await first.click();
            await expect(page.getByRole('article')).toContainText('кофейню');
          },
        ],
      ];
      for (const [name, prepare] of shots) {
        await prepare();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const file = path.join(DIR, `crm-inbox-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: width < 1000 });
        await testInfo.attach(`crm-inbox-${name}-${width}`, {
          path: file,
          contentType: 'image/png',
        });
      }
    });
  }
});

test.describe('the CRM analytics', () => {
  test.use({ storageState: STAFF_STATE });
  for (const width of WIDTHS) {
    test(`screenshots of the dashboard and its table at ${width}px`, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      const article = await makeArticle(page, 'Как мы считаем посещения', 'Текст.', {
        language: 'ru',
      });
      seedAnalytics(article.id);
      await page.setViewportSize({ width, height: 900 });
      await openSeededWeek(page);
      await expect(page.locator('.uplot canvas')).toBeVisible();
      fs.mkdirSync(DIR, { recursive: true });
      const shots: Array<[string, () => Promise<void>]> = [
        ['chart', async () => {}],
        ['table', () => page.getByRole('button', { name: 'Таблица' }).click()],
        [
          'articles',
          async () => {
            await openList(page, 'Как мы считаем посещения');
            await expect(row(page, article.id)).toContainText('Просмотры за 30 дней');
          },
        ],
      ];
      for (const [name, prepare] of shots) {
        await prepare();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const file = path.join(DIR, `crm-analytics-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`crm-analytics-${name}-${width}`, {
          path: file,
          contentType: 'image/png',
        });
      }
    });
  }
});

test.describe('the CRM editor', () => {
  test.use({ storageState: STAFF_STATE });
  for (const width of WIDTHS) {
    test(`screenshots of the editor and its popovers at ${width}px`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto('/crm/article/new');
      const editor = editorOf(page);
      const toolbar = toolbarOf(page);
      await editor.click();
      await pasteLongText(editor, 30);
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Читайте наш блог');
      for (let i = 0; i < 'наш блог'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      fs.mkdirSync(DIR, { recursive: true });
      const shoot = async (name: string, box?: ReturnType<typeof page.getByRole>) => {
        if (box) await settledRect(box);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const file = path.join(DIR, `crm-editor-${name}-${width}.png`);
        await page.screenshot({ path: file });
        await testInfo.attach(`crm-editor-${name}-${width}`, {
          path: file,
          contentType: 'image/png',
        });
      };

      // Far down a long article: the toolbar sticks under the CRM's bar.
      await shoot('toolbar', toolbar);

      await toolbar.getByRole('button', { name: 'Ссылка или видео (Ctrl+K)' }).click();
      const link = page.getByRole('dialog', { name: 'Ссылка или видео (Ctrl+K)' });
      await link.getByRole('textbox').fill('lumen.example/blog');
      await shoot('link', link);
      await page.keyboard.press('Enter');
      await expect(link).toBeHidden();

      await toolbar.getByRole('button', { name: 'Цвет текста' }).click();
      const colour = page.getByRole('dialog', { name: 'Цвет текста' });
      await shoot('colour', colour);
      await page.keyboard.press('Escape');
      await expect(colour).toBeHidden();

      await editor.locator('p').last().click();
      await page.keyboard.press('End');
      await pasteFiles(editor, [await png('chart.png', 800, 450, '#ff7a59')]);
      const description = descriptionBoxOf(page);
      await expect(description.getByRole('textbox')).toBeFocused();
      await description.getByRole('textbox').fill('Оранжевый прямоугольник');
      await shoot('description', description);
    });
  }
});

test.describe('the CRM translations', () => {
  test.use({ storageState: STAFF_STATE });
  test('screenshots of the list and the form’s panels at 375, 768 and 1440 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const original = await makeArticle(page, `Design system ${stamp}`, 'Tokens and components.');
    const made = await page.request.post(`/api/article/id/${original.id}/translations`, {
      data: { language: 'ru' },
    });
    const translation = ((await made.json()) as { data: Saved }).data;
    const single = await makeArticle(page, `Заметка ${stamp}`, 'Без перевода.');
    await page.request.post(`/api/article/${original.id}`, {
      multipart: {
        _method: 'PUT',
        title: `Design system ${stamp}`,
        author_name: 'Translation Desk',
        hashtags: '#translations',
        content: '<p>Tokens, components and patterns.</p>',
        status: 'published',
      },
    });
    fs.mkdirSync(DIR, { recursive: true });
    const shot = (name: string, width: number) => path.join(DIR, `crm-${name}-${width}.png`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await openList(page, String(stamp));
      await expect(row(page, translation.id)).toContainText('Оригинал изменён');
      await page.screenshot({ path: shot('translations-list', width), fullPage: true });
      await page.goto(`/crm/article/edit/${translation.id}`);
      await expect(page.locator('[data-original-diff] ins').first()).toBeVisible();
      await page
        .getByRole('region', { name: 'Что изменилось в оригинале' })
        .screenshot({ path: shot('translation-changes', width) });
      await page
        .getByRole('region', { name: 'Язык и переводы' })
        .screenshot({ path: shot('translation-versions', width) });
      await page.goto(`/crm/article/edit/${original.id}`);
      await page
        .getByRole('region', { name: 'Язык и переводы' })
        .screenshot({ path: shot('translation-original', width) });
      await page.goto(`/crm/article/edit/${single.id}`);
      await page
        .getByRole('region', { name: 'Язык и переводы' })
        .screenshot({ path: shot('translation-none', width) });
    }
    for (const id of [translation.id, original.id, single.id])
      await page.request.delete(`/api/article/${id}`);
  });
});

test.describe('the other CRM screens', () => {
  test.use({ storageState: STAFF_STATE });
  // `article` opens the first article's form (or its history); `dialog` opens one of the
  // screen's dialogs before the capture.
  const SCREENS = [
    ['crm-articles', '/crm/articles'],
    ['crm-article-edit', 'article/edit'],
    ['crm-article-history', 'article/history'],
    // A version chosen: its differences, its name and the way to bring it back.
    ['crm-article-history-version', 'article/history'],
    ['crm-article-delete', '/crm/articles', 'Удалить статью'],
    ['crm-staff', '/crm/staff'],
    ['crm-staff-add', '/crm/staff', 'Добавить сотрудника'],
    ['crm-account', '/crm/account'],
    ['crm-audit', '/crm/audit'],
    ['crm-project-missing', '/crm/projects/999999'],
  ] as const;
  for (const width of WIDTHS) {
    for (const [name, url, dialog] of SCREENS) {
      test(`screenshot ${name} at ${width}px`, async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 900 });
        if (url.startsWith('/')) {
          await page.goto(url);
        } else {
          const { data } = (await (await page.request.get('/api/articles')).json()) as {
            data: Array<{ id: number }>;
          };
          await page.goto(`/crm/${url}/${data[0]!.id}`);
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Загружаем' })).toHaveCount(0);
        if (name === 'crm-article-history-version') {
          await page
            .getByRole('list')
            .filter({ has: page.getByRole('button') })
            .first()
            .getByRole('button')
            .first()
            .click();
          await expect(page.getByLabel('Название версии')).toBeVisible();
        }
        if (dialog) {
          await page
            .getByRole('button', { name: new RegExp(`^${dialog}`) })
            .first()
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
        }
        await loadEveryImage(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        fs.mkdirSync(DIR, { recursive: true });
        const file = path.join(DIR, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !dialog });
        await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
      });
    }
  }
});

test.describe('the CRM sign-in screens', () => {
  const SCREENS = [
    ['crm-login', '/crm/login'],
    ['crm-login-out', '/crm/login?loggedOut=1'],
    ['crm-login-error', '/crm/login?error=invalid'],
    ['crm-invite-invalid', '/crm/invite/no-such-link'],
  ] as const;
  for (const width of WIDTHS) {
    for (const [name, url] of SCREENS) {
      test(`screenshot ${name} at ${width}px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        fs.mkdirSync(DIR, { recursive: true });
        const file = path.join(DIR, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
      });
    }
  }
});

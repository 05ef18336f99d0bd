import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { STAFF_STATE } from '../playwright.config';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { dayFromToday, openSeededWeek, seedAnalytics, seedInflatedDay } from './support/analytics';
import { htmlErrors } from './support/vnu';
import { makeArticle, openList, row } from './support/translations';

test.use({ storageState: STAFF_STATE });

let article: { id: number; title: string };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: STAFF_STATE });
  const page = await context.newPage();
  const title = `Статья для аналитики ${Date.now()}`;
  const saved = await makeArticle(page, title, 'Текст статьи.', { language: 'ru' });
  article = { id: saved.id, title };
  seedAnalytics(article.id);
  await context.close();
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the dashboard shows the week's figures against the week before, as a chart and a table", async ({
  page,
}) => {
  await openSeededWeek(page);
  const visitors = page.locator('[data-figure="visitors"]');
  // 75 visitors against 35: up by 114.3 %, in words and an arrow, not colour alone.
  await expect(visitors).toContainText(/↑\s*\+114,3\s%: больше, чем за прошлый период/);
  await expect(visitors).toContainText('Было: 35');
  await expect(page.locator('[data-figure="views"]')).toContainText('215');
  await expect(page.locator('[data-figure="bounceRate"]')).toContainText('Было: 50 %');
  await expect(page.locator('.uplot canvas')).toBeVisible();

  // The table: one row per day, the chart's figures.
  const table = page.getByRole('table', { name: 'Посетители и просмотры по дням' });
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await page.getByRole('button', { name: 'Таблица' }).click();
  await expect(page.getByRole('button', { name: 'Таблица' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr').nth(5)).toContainText('15');

  const list = (name: string) => page.getByRole('region', { name });
  await expect(list('Популярные статьи: русский')).toContainText(article.title);
  await expect(list('Принесли сообщения')).toContainText(article.title);
  await expect(list('Источники: сайты')).toContainText('news.example');
  await expect(list('Кампании')).toContainText('e2e-spring');
  await expect(list('Устройства')).toContainText('Телефон');
  await expect(list('Популярные страницы')).toContainText('Главная');
  await expect(page.getByRole('status').filter({ hasText: 'Сейчас на сайте' })).toContainText(
    /Сейчас на сайте: \d+/,
  );

  // Another period from the picker: the address keeps it.
  await page.getByLabel('Период').selectOption('7d');
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByText(/Сравнение с периодом/)).toBeVisible();
});

test('a period whose views are mostly a few visitors’ says it looks inflated', async ({ page }) => {
  const day = seedInflatedDay();
  await page.goto(`/crm/analytics?period=custom&from=${day}&to=${day}`);
  await expect(page.locator('[data-figure="views"]')).toContainText('600');
  // 590 of 600: 98 %, by 2 visitors of 50 pages or more a day.
  const inflated = page.getByRole('note').filter({ hasText: 'завышены' });
  await expect(inflated).toHaveText(
    /Похоже, цифры завышены: 98\s%.*от 2 посетителей, открывших за день 50 страниц и больше/,
  );
  // A week of ordinary days says nothing of the kind.
  await openSeededWeek(page);
  await expect(page.getByRole('note').filter({ hasText: 'завышены' })).toHaveCount(0);
});

test('the CSV has a line for each day of the period', async ({ page }) => {
  await openSeededWeek(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Скачать CSV по дням' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `lumen-analytics-${dayFromToday(-20)}-${dayFromToday(-14)}.csv`,
  );
  const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toMatch(/^\uFEFFДень \(UTC\),Уникальные посетители,Просмотры,Визиты/);
  expect(lines.slice(1, -1)).toHaveLength(7);
  expect(lines[1]).toBe(`${dayFromToday(-20)},10,30,12,2.50,50.0`);
  expect(lines[6]).toBe(`${dayFromToday(-15)},15,35,17,2.06,64.7`);
});

test('a period it cannot read is a clear message, not an error page', async ({ page }) => {
  const answer = await page.request.get(
    '/api/crm/analytics?period=custom&from=2026-02-30&to=2026-03-01',
  );
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({ message: 'Дата должна быть в виде ГГГГ-ММ-ДД.' });
  await page.goto('/crm/analytics?period=custom&from=2020-01-01&to=2026-01-01');
  await expect(page.getByText('Период не может быть длиннее двух лет.')).toBeVisible();
});

test("each article's views over 30 days show in the list and in its form", async ({ page }) => {
  await openList(page, article.title);
  await expect(row(page, article.id)).toContainText('Просмотры за 30 дней: 44');
  await page.goto(`/crm/article/edit/${article.id}`);
  await expect(page.getByText('Просмотры за 30 дней: 44')).toBeAttached();
  // In the form's head the line and its total are named on screen too.
  await expect(page.getByText('Просмотры за 30 дней', { exact: true })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`the dashboard at ${width}px has no axe violations, no sideways scroll and valid HTML`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSeededWeek(page);
    await expect(page.locator('.uplot canvas')).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);
    const chart = await page.content();
    await page.getByRole('button', { name: 'Таблица' }).click();
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);
    const errors = await htmlErrors({ chart, table: await page.content() });
    expect(errors, errors.join('\n')).toEqual([]);
  });
}

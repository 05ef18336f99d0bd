import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The e2e server's store (playwright.config.ts: DATA_DIR=data/e2e). */
const STORE = 'data/e2e/site.db';

/** The UTC day `offset` days from today. */
export function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A week of figures, 20 to 14 days ago, and the week before it, as the daily roll-up writes
 * them; marked final, so that no roll-up replaces them. Each current day: 10 visitors, 12
 * visits, 30 views, 6 one-page visits, plus a campaign's 5 visitors on phones in Russian 15
 * days ago; each day before: 5 visitors, 6 visits, 10 views, 3 one-page visits. The article
 * `articleId` was read 40 times in Russian 15 days ago and 4 times in English 16 days ago,
 * and brought one contact message.
 */
export function seedAnalytics(articleId: number) {
  const db = new Database(STORE);
  try {
    const visit = db.prepare(
      `insert or replace into analytics_visits_daily
         (day, source, medium, campaign, device, locale, visitors, visits, views, bounces)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const page = db.prepare(
      `insert or replace into analytics_pages_daily
         (day, page, locale, views, visitors, entries, bounces) values (?, ?, ?, ?, ?, ?, ?)`,
    );
    const rolled = db.prepare(
      `insert or replace into analytics_rollups (day, rolled_at, final) values (?, ?, 1)`,
    );
    db.transaction(() => {
      for (let offset = -27; offset <= -14; offset++) {
        const day = dayFromToday(offset);
        const current = offset >= -20;
        visit.run(day, '', '', '', 'desktop', 'en', ...(current ? [10, 12, 30, 6] : [5, 6, 10, 3]));
        rolled.run(day, new Date().toISOString());
      }
      visit.run(
        dayFromToday(-15),
        'news.example',
        'email',
        'e2e-spring',
        'phone',
        'ru',
        5,
        5,
        5,
        5,
      );
      page.run(dayFromToday(-16), 'home', 'en', 100, 60, 50, 20);
      page.run(dayFromToday(-15), `article:${articleId}`, 'ru', 40, 20, 10, 2);
      page.run(dayFromToday(-16), `article:${articleId}`, 'en', 4, 3, 0, 0);
      // Read and handled: it changes no unread count another test watches.
      const at = `${dayFromToday(-15)}T10:00:00.000Z`;
      db.prepare(
        `insert into contact_messages
           (name, email, message, locale, created_at, status, next_attempt_at, delivered_at,
            read_at, handled_at, handled_by, entry_page)
         values ('Analytics', 'analytics@example.com', 'From an article', 'ru', ?, 'delivered',
                 ?, ?, ?, ?, 'staff@lumen.test', ?)`,
      ).run(at, at, at, at, at, `article:${articleId}`);
    })();
  } finally {
    db.close();
  }
}

/**
 * A day, 40 days ago, that looks inflated: 600 page views by 3 visitors, 590 of them by 2 who
 * each opened 50 pages or more (as the roll-up counts them), marked final.
 */
export function seedInflatedDay(): string {
  const day = dayFromToday(-40);
  const db = new Database(STORE);
  try {
    db.prepare(
      `insert or replace into analytics_visits_daily
         (day, source, medium, campaign, device, locale, visitors, visits, views, bounces)
       values (?, '', '', '', 'desktop', 'en', 3, 3, 600, 0)`,
    ).run(day);
    db.prepare(
      `insert or replace into analytics_rollups
         (day, rolled_at, final, heavy_visitors, heavy_views) values (?, ?, 1, 2, 590)`,
    ).run(day, new Date().toISOString());
  } finally {
    db.close();
  }
  return day;
}

/** The dashboard for the seeded week, compared with the week before. */
export async function openSeededWeek(page: Page) {
  await page.goto(`/crm/analytics?period=custom&from=${dayFromToday(-20)}&to=${dayFromToday(-14)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeVisible();
  await expect(page.locator('[data-figure="visitors"]')).toContainText('75');
}

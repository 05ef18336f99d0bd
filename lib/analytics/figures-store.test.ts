/** @jest-environment node */
import type { Store } from '@/lib/db/database';
import { countMessagesByEntryPage, saveContactMessage } from '@/lib/contact/store';
import { insertPages, insertVisits, type PageRow, type VisitRow } from '@/test/analytics';
import { createTestStore, testDialects } from '@/test/store';
import { figuresStore } from './figures-store';

describe.each(testDialects())('the analytics figures (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const visits = (...rows: VisitRow[]) => insertVisits(db, ...rows);
  const pages = (...rows: PageRow[]) => insertPages(db, ...rows);

  it('adds up the days of the period only, and answers zeros for none', async () => {
    await visits(
      { day: '2026-03-01', visitors: 5, visits: 6, views: 10, bounces: 2 },
      { day: '2026-03-02', device: 'phone', visitors: 3, visits: 3, views: 4, bounces: 1 },
      { day: '2026-03-02', source: 'example.com', visitors: 2, visits: 2, views: 2, bounces: 2 },
      { day: '2026-03-05', visitors: 100, visits: 100, views: 100, bounces: 100 },
    );
    const figures = figuresStore(db);
    expect(await figures.totals('2026-03-01', '2026-03-04')).toEqual({
      visitors: 10,
      visits: 11,
      views: 16,
      bounces: 5,
    });
    expect(await figures.totals('2027-01-01', '2027-01-31')).toEqual({
      visitors: 0,
      visits: 0,
      views: 0,
      bounces: 0,
    });
  });

  it('gives every day of the period a point, zeros where nothing was counted', async () => {
    await visits(
      { day: '2026-02-28', visitors: 1, visits: 1, views: 1 },
      { day: '2026-03-01', visitors: 2, visits: 3, views: 4, bounces: 1 },
      { day: '2026-03-01', device: 'phone', visitors: 1, visits: 1, views: 1, bounces: 1 },
    );
    const series = await figuresStore(db).series('2026-02-28', '2026-03-02', 'day');
    expect(series).toEqual([
      { at: '2026-02-28', visitors: 1, visits: 1, views: 1, bounces: 0 },
      { at: '2026-03-01', visitors: 3, visits: 4, views: 5, bounces: 2 },
      { at: '2026-03-02', visitors: 0, visits: 0, views: 0, bounces: 0 },
    ]);
  });

  it("asks the page views for one day's hours, and falls back to the day without them", async () => {
    await visits({ day: '2026-03-01', visitors: 2, visits: 2, views: 3 });
    const hours = [{ at: '2026-03-01T09', visitors: 1, visits: 1, views: 2, bounces: 0 }];
    const hourly = jest.fn(async () => hours);
    expect(await figuresStore(db, { hourly }).series('2026-03-01', '2026-03-01', 'hour')).toBe(
      hours,
    );
    expect(hourly).toHaveBeenCalledWith('2026-03-01');
    expect(await figuresStore(db).series('2026-03-01', '2026-03-01', 'hour')).toEqual([
      { at: '2026-03-01', visitors: 2, visits: 2, views: 3, bounces: 0 },
    ]);
  });

  it('ranks pages by views per language, sources with their campaigns, devices and languages', async () => {
    await pages(
      { day: '2026-03-01', page: 'home', views: 5, visitors: 4, entries: 3, bounces: 1 },
      { day: '2026-03-02', page: 'home', views: 5, visitors: 4, entries: 3, bounces: 1 },
      { day: '2026-03-01', page: 'article:7', locale: 'ru', views: 8, visitors: 6 },
      { day: '2026-03-01', page: 'article:7', views: 1, visitors: 1 },
      { day: '2026-04-01', page: 'policy', views: 50 },
    );
    await visits(
      { day: '2026-03-01', source: 'news.example', visitors: 4, visits: 5, views: 9 },
      { day: '2026-03-02', source: 'news.example', device: 'phone', visitors: 2, visits: 2 },
      {
        day: '2026-03-01',
        source: 'mail.example',
        medium: 'email',
        campaign: 'spring',
        locale: 'ru',
        device: 'tablet',
        visitors: 3,
        visits: 3,
        views: 3,
      },
    );
    const figures = figuresStore(db);
    expect(await figures.pages('2026-03-01', '2026-03-31', 2)).toEqual([
      { page: 'home', locale: 'en', views: 10, visitors: 8, entries: 6, bounces: 2 },
      { page: 'article:7', locale: 'ru', views: 8, visitors: 6, entries: 0, bounces: 0 },
    ]);
    const sources = await figures.sources('2026-03-01', '2026-03-31', 10);
    expect(sources.map((row) => [row.source, row.campaign, row.visitors, row.visits])).toEqual([
      ['news.example', '', 6, 7],
      ['mail.example', 'spring', 3, 3],
    ]);
    expect(await figures.devices('2026-03-01', '2026-03-31')).toEqual([
      { key: 'desktop', visitors: 4, views: 9 },
      { key: 'tablet', visitors: 3, views: 3 },
      { key: 'phone', visitors: 2, views: 0 },
    ]);
    expect(await figures.languages('2026-03-01', '2026-03-31')).toEqual([
      { key: 'en', visitors: 6, views: 9 },
      { key: 'ru', visitors: 3, views: 3 },
    ]);
  });

  it("gives each article's views per day in every language, zeros filled", async () => {
    await pages(
      { day: '2026-03-01', page: 'article:7', views: 2 },
      { day: '2026-03-01', page: 'article:7', locale: 'ru', views: 3 },
      { day: '2026-03-03', page: 'article:7', views: 1 },
      { day: '2026-03-02', page: 'article:70', views: 9 },
      { day: '2026-02-28', page: 'article:7', views: 9 },
    );
    const views = await figuresStore(db).articleViews([7, 8], '2026-03-01', '2026-03-03');
    expect([...views]).toEqual([
      [7, [5, 0, 1]],
      [8, [0, 0, 0]],
    ]);
  });

  it('counts the messages each entry page brought within the period', async () => {
    const at = (iso: string) => new Date(iso);
    const message = { name: 'A', email: 'a@example.com', message: 'Hi', locale: 'en' };
    const ids = [
      await saveContactMessage(db, message, at('2026-03-01T00:00:00.000Z')),
      await saveContactMessage(db, message, at('2026-03-02T12:00:00.000Z')),
      await saveContactMessage(db, message, at('2026-03-02T13:00:00.000Z')),
      await saveContactMessage(db, message, at('2026-03-03T00:00:00.000Z')),
      await saveContactMessage(db, message, at('2026-03-02T14:00:00.000Z')),
    ];
    const pagesOf = ['article:7', 'home', 'article:7', 'article:7', null];
    for (const [index, id] of ids.entries()) {
      await db
        .updateTable('contact_messages')
        .set({ entry_page: pagesOf[index] })
        .where('id', '=', id)
        .execute();
    }
    expect(
      await countMessagesByEntryPage(db, '2026-03-01T00:00:00.000Z', '2026-03-03T00:00:00.000Z'),
    ).toEqual([
      { page: 'article:7', messages: 2 },
      { page: 'home', messages: 1 },
    ]);
  });
});

/** @jest-environment node */
import { createArticle, deleteArticle } from '@/lib/articles/writes';
import { saveContactMessage } from '@/lib/contact/store';
import type { Store } from '@/lib/db/database';
import { insertVisits, type VisitRow } from '@/test/analytics';
import { createTestStore, testDialects } from '@/test/store';
import { analyticsOn, dashboard, liveVisitors } from './dashboard';
import { changeOf, headlineOf } from './headline';
import { articleSparklines, MAX_SPARKLINE_IDS, parseArticleIds } from './article-views';
import { dailyCsv } from './export';
import { periodOf } from './period';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('the headline figures', () => {
  it('compare with the period before, and with nothing when it had none', () => {
    expect(changeOf(150, 100)).toEqual({ value: 150, previous: 100, change: 0.5 });
    expect(changeOf(50, 100).change).toBe(-0.5);
    expect(changeOf(5, 0).change).toBeNull();
  });

  it('give views per visit and the share of one-page visits, 0 over no visits', () => {
    const headline = headlineOf(
      { visitors: 8, visits: 10, views: 25, bounces: 4 },
      { visitors: 0, visits: 0, views: 0, bounces: 0 },
    );
    expect(headline.viewsPerVisit).toEqual({ value: 2.5, previous: 0, change: null });
    expect(headline.bounceRate).toEqual({ value: 0.4, previous: 0, change: null });
  });
});

describe('the sparklines request', () => {
  it('reads up to 100 distinct article ids and nothing else', () => {
    expect(parseArticleIds('3,1,3')).toEqual({ ok: true, value: [3, 1] });
    expect(parseArticleIds(null)).toEqual({ ok: true, value: [] });
    const many = Array.from({ length: MAX_SPARKLINE_IDS + 1 }, (_, i) => i + 1).join(',');
    for (const bad of [many, '1,,2', '0', '-1', '1.5', 'x', '99999999999'])
      expect(parseArticleIds(bad)).toMatchObject({
        ok: false,
        code: 'badRequest',
        message: 'analytics.errors.badIds',
      });
  });
});

describe('the daily CSV', () => {
  it('has a line per day with its ratios, after the column titles', () => {
    const csv = dailyCsv(
      [
        { at: '2026-03-01', visitors: 3, views: 7, visits: 4, bounces: 1 },
        { at: '2026-03-02', visitors: 0, views: 0, visits: 0, bounces: 0 },
      ],
      ['День', 'Посетители', 'Просмотры', 'Визиты', 'За визит', '-Доля'],
    );
    expect(csv.split('\r\n')).toEqual([
      "\uFEFFДень,Посетители,Просмотры,Визиты,За визит,'-Доля",
      '2026-03-01,3,7,4,1.75,25.0',
      '2026-03-02,0,0,0,0,0',
      '',
    ]);
  });
});

describe.each(testDialects())('the dashboard (%s)', (dialect) => {
  let db: Store;
  beforeEach(async () => {
    db = await createTestStore(dialect);
  });
  afterEach(async () => {
    await db.destroy();
  });

  const visits = (...rows: VisitRow[]) => insertVisits(db, ...rows);
  async function article(title: string): Promise<number> {
    const created = await createArticle(db, {
      title,
      author_name: 'Olga',
      hashtags: '#web',
      content: '<p>Text</p>',
      banner_meta_title: 'Banner',
      banner_meta_alt: 'Banner',
      publication: { status: 'published', date: NOW.toISOString() },
    });
    return created.id;
  }

  it('sums the period against the one before, ranks what was read and what brought messages', async () => {
    const kept = await article('Kept article');
    const gone = await article('Gone article');
    await deleteArticle(db, gone);
    await visits(
      { day: '2026-03-09', visitors: 6, visits: 8, views: 20, bounces: 2 },
      {
        day: '2026-03-10',
        source: 'news.example',
        campaign: 'spring',
        medium: 'email',
        device: 'phone',
        locale: 'ru',
        visitors: 4,
        visits: 4,
        views: 6,
        bounces: 2,
      },
      { day: '2026-03-07', visitors: 5, visits: 5, views: 5, bounces: 5 },
      { day: '2026-03-06', visitors: 99, visits: 99, views: 99, bounces: 99 },
    );
    await db
      .insertInto('analytics_pages_daily')
      .values([
        {
          day: '2026-03-09',
          page: 'home',
          locale: 'en',
          views: 12,
          visitors: 6,
          entries: 0,
          bounces: 0,
        },
        {
          day: '2026-03-10',
          page: `article:${kept}`,
          locale: 'ru',
          views: 6,
          visitors: 4,
          entries: 0,
          bounces: 0,
        },
        {
          day: '2026-03-09',
          page: `article:${gone}`,
          locale: 'en',
          views: 8,
          visitors: 3,
          entries: 0,
          bounces: 0,
        },
      ])
      .execute();
    const message = { name: 'A', email: 'a@example.com', message: 'Hi', locale: 'ru' };
    for (const [page, at] of [
      [`article:${kept}`, '2026-03-10T08:00:00.000Z'],
      [`article:${kept}`, '2026-03-09T08:00:00.000Z'],
      ['home', '2026-03-06T08:00:00.000Z'],
    ] as const) {
      const id = await saveContactMessage(db, message, new Date(at));
      await db
        .updateTable('contact_messages')
        .set({ entry_page: page })
        .where('id', '=', id)
        .execute();
    }

    // Two days (9 and 10 March) against 7 and 8 March.
    const result = await dashboard(periodOf('custom', '2026-03-09', '2026-03-10'), analyticsOn(db));
    expect(result.empty).toBe(false);
    expect(result.headline.visitors).toEqual({ value: 10, previous: 5, change: 1 });
    expect(result.headline.views).toEqual({ value: 26, previous: 5, change: 4.2 });
    expect(result.headline.bounceRate.value).toBeCloseTo(4 / 12);
    expect(result.series.map((point) => [point.at, point.visitors])).toEqual([
      ['2026-03-09', 6],
      ['2026-03-10', 4],
    ]);
    expect(result.pages.map((row) => [row.page, row.title])).toEqual([
      ['home', undefined],
      [`article:${gone}`, null],
      [`article:${kept}`, 'Kept article'],
    ]);
    expect(result.articles).toEqual({
      en: [
        {
          page: `article:${gone}`,
          locale: 'en',
          views: 8,
          visitors: 3,
          articleId: gone,
          title: null,
        },
      ],
      ru: [
        {
          page: `article:${kept}`,
          locale: 'ru',
          views: 6,
          visitors: 4,
          articleId: kept,
          title: 'Kept article',
        },
      ],
    });
    expect(result.sites).toEqual([
      { source: '', visitors: 6, views: 20 },
      { source: 'news.example', visitors: 4, views: 6 },
    ]);
    expect(result.campaigns).toEqual([
      { campaign: 'spring', source: 'news.example', medium: 'email', visitors: 4, views: 6 },
    ]);
    expect(result.devices.map((row) => row.key)).toEqual(['desktop', 'phone']);
    expect(result.languages.map((row) => [row.key, row.visitors])).toEqual([
      ['en', 6],
      ['ru', 4],
    ]);
    expect(result.messages).toEqual([
      { page: `article:${kept}`, messages: 2, articleId: kept, title: 'Kept article' },
    ]);
  });

  it('is empty when nothing was counted in the period', async () => {
    await visits({ day: '2026-03-01', visitors: 1, visits: 1, views: 1 });
    const result = await dashboard(periodOf('7d', '2026-03-04', '2026-03-10'), analyticsOn(db));
    expect(result.empty).toBe(true);
    expect(result.headline.visitors).toEqual({ value: 0, previous: 1, change: -1 });
    expect(result.series).toHaveLength(7);
  });

  it('says when a few visitors who opened page after page made much of the period’s views', async () => {
    const period = periodOf('7d', '2026-03-04', '2026-03-10');
    await visits({ day: '2026-03-09', visitors: 100, views: 1_000, visits: 120 });
    const marks = (heavy_visitors: number, heavy_views: number) =>
      db
        .insertInto('analytics_rollups')
        .values({
          day: '2026-03-09',
          rolled_at: NOW.toISOString(),
          final: 1,
          heavy_visitors,
          heavy_views,
        })
        .onConflict((conflict) =>
          conflict.column('day').doUpdateSet({ heavy_visitors, heavy_views }),
        )
        .execute();
    await marks(2, 150);
    expect((await dashboard(period, analyticsOn(db))).inflated).toBeUndefined();
    await marks(4, 600);
    expect((await dashboard(period, analyticsOn(db))).inflated).toEqual({
      visitors: 4,
      views: 600,
      share: 0.6,
    });
  });

  it('counts the visitors of the last five minutes once each', async () => {
    const event = (visitor: string, minutesAgo: number) => ({
      viewed_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
      day: '2026-03-10',
      visitor,
      page: 'home',
      locale: 'en',
      source: '',
      medium: '',
      campaign: '',
      device: 'desktop' as const,
    });
    await db
      .insertInto('analytics_events')
      .values([event('a', 1), event('a', 2), event('b', 4), event('c', 6)])
      .execute();
    expect(await liveVisitors(analyticsOn(db), NOW)).toBe(2);
  });

  it("gives each article's 30 days of views, today last", async () => {
    await db
      .insertInto('analytics_pages_daily')
      .values([
        {
          day: '2026-03-10',
          page: 'article:4',
          locale: 'en',
          views: 3,
          visitors: 1,
          entries: 0,
          bounces: 0,
        },
        {
          day: '2026-02-09',
          page: 'article:4',
          locale: 'en',
          views: 2,
          visitors: 1,
          entries: 0,
          bounces: 0,
        },
        {
          day: '2026-02-08',
          page: 'article:4',
          locale: 'en',
          views: 50,
          visitors: 1,
          entries: 0,
          bounces: 0,
        },
      ])
      .execute();
    const { from, to, views } = await articleSparklines([4], analyticsOn(db), NOW);
    expect([from, to]).toEqual(['2026-02-09', '2026-03-10']);
    expect(views['4']).toHaveLength(30);
    expect(views['4']![0]).toBe(2);
    expect(views['4']![29]).toBe(3);
    expect(views['4']!.reduce((a, b) => a + b)).toBe(5);
  });
});

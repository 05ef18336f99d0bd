import type { Store } from '@/lib/db/database';
import { daysOf } from './days';
import type {
  AnalyticsEvents,
  AnalyticsPage,
  BreakdownFigures,
  Day,
  PageFigures,
  SeriesPoint,
  SourceFigures,
  Totals,
} from './events';

/**
 * The query side of `AnalyticsEvents` on the site's store: a period's figures, read from the
 * daily tables only, so that a year costs 365 × a few rows whatever the traffic. A visitor key
 * is salted per day, so the same person on two days is two visitors: a period's visitors are
 * the sum of its days' (what the dashboard calls "unique visitors per day, added up").
 */
export type Figures = Pick<
  AnalyticsEvents,
  'totals' | 'series' | 'pages' | 'sources' | 'devices' | 'languages' | 'heavy' | 'articleViews'
>;

export interface FiguresOptions {
  /**
   * One day's figures per hour, from its page views (the write side's `hourly(day)`). Without
   * it an hourly series is the day's one point.
   */
  hourly?: (day: Day) => Promise<SeriesPoint[]>;
}

const ZERO: Totals = { visitors: 0, views: 0, visits: 0, bounces: 0 };

/** Sums come back as strings from PostgreSQL (bigint) and as null over no rows. */
function count(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

function totalsOf(row: Partial<Record<keyof Totals, unknown>> | undefined): Totals {
  return {
    visitors: count(row?.visitors),
    views: count(row?.views),
    visits: count(row?.visits),
    bounces: count(row?.bounces),
  };
}

export function figuresStore(db: Store, { hourly }: FiguresOptions = {}): Figures {
  const visits = (from: Day, to: Day) =>
    db.selectFrom('analytics_visits_daily').where('day', '>=', from).where('day', '<=', to);

  async function daily(from: Day, to: Day): Promise<SeriesPoint[]> {
    const rows = await visits(from, to)
      .select((eb) => [
        'day',
        eb.fn.sum('visitors').as('visitors'),
        eb.fn.sum('views').as('views'),
        eb.fn.sum('visits').as('visits'),
        eb.fn.sum('bounces').as('bounces'),
      ])
      .groupBy('day')
      .execute();
    const byDay = new Map(rows.map((row) => [row.day, totalsOf(row)]));
    return daysOf(from, to).map((day) => ({ at: day, ...(byDay.get(day) ?? ZERO) }));
  }

  async function breakdown(
    column: 'device' | 'locale',
    from: Day,
    to: Day,
  ): Promise<BreakdownFigures[]> {
    const rows = await visits(from, to)
      .select((eb) => [
        eb.ref(column).as('key'),
        eb.fn.sum('visitors').as('visitors'),
        eb.fn.sum('views').as('views'),
      ])
      .groupBy(column)
      .orderBy('visitors', 'desc')
      .orderBy(column)
      .execute();
    return rows.map((row) => ({
      key: String(row.key),
      visitors: count(row.visitors),
      views: count(row.views),
    }));
  }

  return {
    async totals(from, to) {
      const row = await visits(from, to)
        .select((eb) => [
          eb.fn.sum('visitors').as('visitors'),
          eb.fn.sum('views').as('views'),
          eb.fn.sum('visits').as('visits'),
          eb.fn.sum('bounces').as('bounces'),
        ])
        .executeTakeFirst();
      return totalsOf(row);
    },

    async series(from, to, step) {
      if (step === 'hour' && hourly && from === to) return hourly(from);
      return daily(from, to);
    },

    async pages(from, to, limit): Promise<PageFigures[]> {
      const rows = await db
        .selectFrom('analytics_pages_daily')
        .where('day', '>=', from)
        .where('day', '<=', to)
        .select((eb) => [
          'page',
          'locale',
          eb.fn.sum('views').as('views'),
          eb.fn.sum('visitors').as('visitors'),
          eb.fn.sum('entries').as('entries'),
          eb.fn.sum('bounces').as('bounces'),
        ])
        .groupBy(['page', 'locale'])
        .orderBy('views', 'desc')
        .orderBy('page')
        .orderBy('locale')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        page: row.page as AnalyticsPage,
        locale: row.locale,
        views: count(row.views),
        visitors: count(row.visitors),
        entries: count(row.entries),
        bounces: count(row.bounces),
      }));
    },

    async sources(from, to, limit): Promise<SourceFigures[]> {
      const rows = await visits(from, to)
        .select((eb) => [
          'source',
          'medium',
          'campaign',
          eb.fn.sum('visitors').as('visitors'),
          eb.fn.sum('visits').as('visits'),
          eb.fn.sum('views').as('views'),
          eb.fn.sum('bounces').as('bounces'),
        ])
        .groupBy(['source', 'medium', 'campaign'])
        .orderBy('visitors', 'desc')
        .orderBy('source')
        .orderBy('medium')
        .orderBy('campaign')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        source: row.source,
        medium: row.medium,
        campaign: row.campaign,
        ...totalsOf(row),
      }));
    },

    async heavy(from, to) {
      const row = await db
        .selectFrom('analytics_rollups')
        .select((eb) => [
          eb.fn.sum('heavy_visitors').as('visitors'),
          eb.fn.sum('heavy_views').as('views'),
        ])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .executeTakeFirst();
      return { visitors: count(row?.visitors), views: count(row?.views) };
    },

    devices: (from, to) => breakdown('device', from, to),
    languages: (from, to) => breakdown('locale', from, to),

    async articleViews(ids, from, to) {
      const days = daysOf(from, to);
      const result = new Map<number, number[]>(ids.map((id) => [id, days.map(() => 0)]));
      if (ids.length === 0) return result;
      const rows = await db
        .selectFrom('analytics_pages_daily')
        .where(
          'page',
          'in',
          ids.map((id) => `article:${id}`),
        )
        .where('day', '>=', from)
        .where('day', '<=', to)
        .select((eb) => ['page', 'day', eb.fn.sum('views').as('views')])
        .groupBy(['page', 'day'])
        .execute();
      const index = new Map(days.map((day, position) => [day, position]));
      for (const row of rows) {
        const views = result.get(Number(row.page.slice('article:'.length)));
        const position = index.get(row.day);
        if (views && position !== undefined) views[position] = count(row.views);
      }
      return result;
    },
  };
}

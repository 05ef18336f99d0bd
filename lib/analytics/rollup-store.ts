// A day's figures read from its page views: who came, in how many visits, from where, to which
// pages (the roll-up that eventWrites stores, lib/analytics/events-store.ts).
import type { Selectable } from 'kysely';
import type { Executor } from '@/lib/db/database';
import type {
  AnalyticsEventsTable,
  AnalyticsPagesDailyTable,
  AnalyticsVisitsDailyTable,
} from '@/lib/db/schema';
import type { Day } from './events';

/** Page views less than this apart are one visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/** Page views read at a time while a day is rolled up: memory stays flat however busy the day. */
export const READ_PAGE = 5_000;
/**
 * Each day keeps its 50 sources, 50 mediums and 50 campaigns with most visitors, and at most
 * 200 combinations of them; the rest are 'other', so that made-up referrers and tags cannot
 * grow a day's figures without bound (analytics_visits_daily: at most 251 combinations × 3
 * devices × the languages).
 */
export const TOP_TAGS = 50;
export const TOP_COMBINATIONS = 200;
export const OTHER = 'other';

const EVENT_COLUMNS = [
  'id',
  'visitor',
  'viewed_at',
  'page',
  'locale',
  'source',
  'medium',
  'campaign',
  'device',
] as const;
/** A page view as a day's roll-up reads it: every column but its day. */
type EventRow = Pick<Selectable<AnalyticsEventsTable>, (typeof EVENT_COLUMNS)[number]>;

/**
 * Every page view of `day`, one visitor at a time (each visitor's in time order), read in
 * keyset pages so that a busy day never sits in memory whole.
 */
export async function* visitorsOfDay(
  db: Executor,
  day: Day,
  pageSize: number,
): AsyncGenerator<EventRow[]> {
  let after: { visitor: string; viewed_at: string; id: number } | undefined;
  let current: EventRow[] = [];
  for (;;) {
    let query = db
      .selectFrom('analytics_events')
      .select(EVENT_COLUMNS)
      .where('day', '=', day)
      .orderBy('visitor')
      .orderBy('viewed_at')
      .orderBy('id')
      .limit(pageSize);
    if (after) {
      const { visitor, viewed_at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('visitor', '>', visitor),
          eb.and([
            eb('visitor', '=', visitor),
            eb.or([
              eb('viewed_at', '>', viewed_at),
              eb.and([eb('viewed_at', '=', viewed_at), eb('id', '>', id)]),
            ]),
          ]),
        ]),
      );
    }
    const rows = (await query.execute()) as EventRow[];
    for (const row of rows) {
      if (current.length > 0 && current[0]!.visitor !== row.visitor) {
        yield current;
        current = [];
      }
      current.push(row);
    }
    if (rows.length < pageSize) break;
    const last = rows[rows.length - 1]!;
    after = { visitor: last.visitor, viewed_at: last.viewed_at, id: last.id };
  }
  if (current.length > 0) yield current;
}

/** One visitor's page views of a day, in order, cut into visits. */
export function splitVisits<T extends { viewed_at: string }>(views: T[]): T[][] {
  const visits: T[][] = [];
  let previous = -Infinity;
  for (const view of views) {
    const at = Date.parse(view.viewed_at);
    if (at - previous >= VISIT_GAP_MS || visits.length === 0) visits.push([]);
    visits[visits.length - 1]!.push(view);
    previous = at;
  }
  return visits;
}

/** A day's rows of analytics_pages_daily and analytics_visits_daily, before the day is added. */
type PageRow = Omit<AnalyticsPagesDailyTable, 'day'>;
type VisitRow = Omit<AnalyticsVisitsDailyTable, 'day'>;

/** The `limit` values with most visitors, ties by name so that every run keeps the same ones. */
function top(counts: Map<string, number>, limit: number): Set<string> {
  return new Set(
    [...counts]
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, limit)
      .map(([value]) => value),
  );
}

function add<K>(map: Map<K, number>, key: K, by: number) {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Folds rare sources, mediums and campaigns, then rare combinations of them, into 'other'. */
function foldVisitRows(rows: VisitRow[]): VisitRow[] {
  const counts = { source: new Map<string, number>(), medium: new Map(), campaign: new Map() };
  for (const row of rows) {
    add(counts.source, row.source, row.visitors);
    add(counts.medium, row.medium, row.visitors);
    add(counts.campaign, row.campaign, row.visitors);
  }
  const kept = {
    source: top(counts.source, TOP_TAGS),
    medium: top(counts.medium, TOP_TAGS),
    campaign: top(counts.campaign, TOP_TAGS),
  };
  const folded = rows.map((row) => ({
    ...row,
    source: kept.source.has(row.source) ? row.source : OTHER,
    medium: kept.medium.has(row.medium) ? row.medium : OTHER,
    campaign: kept.campaign.has(row.campaign) ? row.campaign : OTHER,
  }));
  const combination = (row: VisitRow) => JSON.stringify([row.source, row.medium, row.campaign]);
  const combinations = new Map<string, number>();
  for (const row of folded) add(combinations, combination(row), row.visitors);
  const keptCombinations = top(combinations, TOP_COMBINATIONS);
  const merged = new Map<string, VisitRow>();
  for (const row of folded) {
    const key = keptCombinations.has(combination(row))
      ? row
      : { ...row, medium: OTHER, campaign: OTHER };
    const id = JSON.stringify([key.source, key.medium, key.campaign, key.device, key.locale]);
    const into = merged.get(id);
    if (!into) merged.set(id, { ...key });
    else {
      into.visitors += row.visitors;
      into.visits += row.visits;
      into.views += row.views;
      into.bounces += row.bounces;
    }
  }
  return [...merged.values()];
}

/** A day's figures from its page views (see AnalyticsPagesDailyTable, AnalyticsVisitsDailyTable). */
export async function dayFigures(
  db: Executor,
  day: Day,
  pageSize = READ_PAGE,
): Promise<{ pages: PageRow[]; visits: VisitRow[] }> {
  const pages = new Map<string, PageRow>();
  const visitRows = new Map<string, VisitRow>();
  for await (const views of visitorsOfDay(db, day, pageSize)) {
    const visits = splitVisits(views);
    const seen = new Set<string>();
    for (const view of views) {
      const key = JSON.stringify([view.page, view.locale]);
      let row = pages.get(key);
      if (!row) {
        row = {
          page: view.page,
          locale: view.locale,
          views: 0,
          visitors: 0,
          entries: 0,
          bounces: 0,
        };
        pages.set(key, row);
      }
      row.views++;
      if (!seen.has(key)) {
        seen.add(key);
        row.visitors++;
      }
    }
    let bounces = 0;
    for (const visit of visits) {
      const entry = visit[0]!;
      const row = pages.get(JSON.stringify([entry.page, entry.locale]))!;
      row.entries++;
      if (visit.length === 1) {
        row.bounces++;
        bounces++;
      }
    }
    // A visitor-day belongs to where their first visit came from, on what, in which language.
    const first = views[0]!;
    const key = JSON.stringify([
      first.source,
      first.medium,
      first.campaign,
      first.device,
      first.locale,
    ]);
    const row = visitRows.get(key) ?? {
      source: first.source,
      medium: first.medium,
      campaign: first.campaign,
      device: first.device,
      locale: first.locale,
      visitors: 0,
      visits: 0,
      views: 0,
      bounces: 0,
    };
    row.visitors++;
    row.visits += visits.length;
    row.views += views.length;
    row.bounces += bounces;
    visitRows.set(key, row);
  }
  return { pages: [...pages.values()], visits: foldVisitRows([...visitRows.values()]) };
}

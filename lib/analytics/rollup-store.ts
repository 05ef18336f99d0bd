// A day's page views read for its figures: every visitor of the day, a page of them at a time,
// or only the visitors seen since a time, each visitor's views in order (the roll-ups that
// eventWrites stores, lib/analytics/events-store.ts).
import type { Selectable } from 'kysely';
import type { Executor } from '@/lib/db/database';
import type { AnalyticsEventsTable } from '@/lib/db/schema';
import { contributionOf, DayFigures, type VisitRow } from './contribution';
import type { Day } from './events';

export { splitVisits, VISIT_GAP_MS } from './contribution';

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
export function foldVisitRows(rows: VisitRow[]): VisitRow[] {
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

/** A day's figures from all its page views, a visitor at a time. */
export async function dayFigures(
  db: Executor,
  day: Day,
  pageSize = READ_PAGE,
): Promise<DayFigures> {
  const figures = new DayFigures();
  for await (const views of visitorsOfDay(db, day, pageSize)) figures.add(contributionOf(views));
  return figures;
}

/** The visitors of `day` with a page view since `since`, each once. */
export async function visitorsSeenSince(db: Executor, day: Day, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select('visitor')
    .distinct()
    .where('viewed_at', '>=', since)
    .where('day', '=', day)
    .execute();
  return rows.map((row) => row.visitor);
}

/** Every visitor of `day`, each once. */
export async function visitorsOf(db: Executor, day: Day): Promise<string[]> {
  const rows = await db
    .selectFrom('analytics_events')
    .select('visitor')
    .distinct()
    .where('day', '=', day)
    .execute();
  return rows.map((row) => row.visitor);
}

/** The page views of `day` of each of `visitors`, in order, by visitor. */
export async function viewsOf(
  db: Executor,
  day: Day,
  visitors: string[],
): Promise<Map<string, EventRow[]>> {
  const byVisitor = new Map<string, EventRow[]>();
  if (visitors.length === 0) return byVisitor;
  const rows = (await db
    .selectFrom('analytics_events')
    .select(EVENT_COLUMNS)
    .where('day', '=', day)
    .where('visitor', 'in', visitors)
    .orderBy('visitor')
    .orderBy('viewed_at')
    .orderBy('id')
    .execute()) as EventRow[];
  for (const row of rows) {
    const views = byVisitor.get(row.visitor);
    if (views) views.push(row);
    else byVisitor.set(row.visitor, [row]);
  }
  return byVisitor;
}

import { sql } from 'kysely';
import type { Executor, Store } from '@/lib/db/database';
import type { DeviceClass } from '@/lib/db/schema';
import type { AnalyticsEvents, AnalyticsPage, Day, SeriesPoint, VisitEntry } from './events';
import { addDays, dayOf } from './days';

/** Page views less than this apart are one visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/** Rows per insert: well within both engines' limits on a statement's parameters. */
export const WRITE_BATCH = 500;
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
/** How old today's figures may be before they are computed again (ANALYTICS_ROLLUP_SECONDS). */
export const TODAY_STALE_MS = 60_000;

type EventRow = {
  id: number;
  visitor: string;
  viewed_at: string;
  page: string;
  locale: string;
  source: string;
  medium: string;
  campaign: string;
  device: DeviceClass;
};

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

/**
 * Every page view of `day`, one visitor at a time (each visitor's in time order), read in
 * keyset pages so that a busy day never sits in memory whole.
 */
async function* visitorsOfDay(
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

interface PageRow {
  page: string;
  locale: string;
  views: number;
  visitors: number;
  entries: number;
  bounces: number;
}

interface VisitRow {
  source: string;
  medium: string;
  campaign: string;
  device: DeviceClass;
  locale: string;
  visitors: number;
  visits: number;
  views: number;
  bounces: number;
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

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The writing side of the page views on the site's store, either engine. */
export type EventWrites = Pick<
  AnalyticsEvents,
  'write' | 'rollUp' | 'daysToRollUp' | 'prune' | 'visitorsSince' | 'visitEntry'
> & {
  /** One day's figures per hour (YYYY-MM-DDTHH), from its page views. */
  hourly(day: Day): Promise<SeriesPoint[]>;
};

export interface EventWritesOptions {
  clock?: () => Date;
  /** How old today's figures may be before `daysToRollUp` names today again. */
  todayStaleMs?: number;
  /** Page views read at a time (READ_PAGE). */
  pageSize?: number;
}

export function eventWrites(
  db: Store,
  {
    clock = () => new Date(),
    pageSize = READ_PAGE,
    todayStaleMs = TODAY_STALE_MS,
  }: EventWritesOptions = {},
): EventWrites {
  return {
    async write(batch) {
      if (batch.length === 0) return;
      // One transaction: one commit (and one sync to disk) for the batch, not one per part.
      await db.transaction().execute(async (trx) => {
        for (const part of chunks(batch, WRITE_BATCH)) {
          await trx.insertInto('analytics_events').values(part).execute();
        }
      });
      // Views of a day already closed (a batch sent across midnight) open it again.
      const today = dayOf(clock());
      const past = [...new Set(batch.map((event) => event.day))].filter((day) => day < today);
      if (past.length > 0) {
        await db
          .updateTable('analytics_rollups')
          .set({ final: 0 })
          .where('day', 'in', past)
          .execute();
      }
    },

    async rollUp(day, final) {
      const { pages, visits } = await dayFigures(db, day, pageSize);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('analytics_pages_daily').where('day', '=', day).execute();
        await trx.deleteFrom('analytics_visits_daily').where('day', '=', day).execute();
        for (const part of chunks(pages, WRITE_BATCH)) {
          await trx
            .insertInto('analytics_pages_daily')
            .values(part.map((row) => ({ day, ...row })))
            .execute();
        }
        for (const part of chunks(visits, WRITE_BATCH)) {
          await trx
            .insertInto('analytics_visits_daily')
            .values(part.map((row) => ({ day, ...row })))
            .execute();
        }
        const mark = { rolled_at: clock().toISOString(), final: final ? 1 : 0 };
        await trx
          .insertInto('analytics_rollups')
          .values({ day, ...mark })
          .onConflict((conflict) => conflict.column('day').doUpdateSet(mark))
          .execute();
      });
    },

    async daysToRollUp(now) {
      const today = dayOf(now);
      // The oldest day through the index, then each day since: never a scan of the page views.
      const oldest = await db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.min('day').as('day'))
        .executeTakeFirst();
      if (!oldest?.day) return [];
      const marks = new Map(
        (
          await db
            .selectFrom('analytics_rollups')
            .selectAll()
            .where('day', '>=', oldest.day)
            .execute()
        ).map((row) => [row.day, row]),
      );
      const due = (day: Day) => {
        const mark = marks.get(day);
        if (day < today) return !mark || mark.final === 0;
        return !mark || now.getTime() - Date.parse(mark.rolled_at) >= todayStaleMs;
      };
      const days: Day[] = [];
      for (let day = oldest.day; day <= today; day = addDays(day, 1)) {
        if (!due(day)) continue;
        const seen = await db
          .selectFrom('analytics_events')
          .select('id')
          .where('day', '=', day)
          .limit(1)
          .executeTakeFirst();
        if (seen) days.push(day);
      }
      return days;
    },

    async prune(before) {
      const result = await db
        .deleteFrom('analytics_events')
        .where('day', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async visitorsSince(since) {
      const row = await db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.count<number>('visitor').distinct().as('visitors'))
        .where('viewed_at', '>=', since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.visitors);
    },

    async visitEntry(visitor, at) {
      const views = await db
        .selectFrom('analytics_events')
        .select(['viewed_at', 'page', 'locale', 'source', 'medium', 'campaign'])
        .where('day', '=', dayOf(at))
        .where('visitor', '=', visitor)
        .where('viewed_at', '<=', at.toISOString())
        .orderBy('viewed_at')
        .orderBy('id')
        .execute();
      const visit = splitVisits(views).at(-1);
      const [entry, last] = [visit?.[0], visit?.at(-1)];
      // A visit that ended (its last page view half an hour or more before) is not the one on.
      if (!entry || !last || at.getTime() - Date.parse(last.viewed_at) >= VISIT_GAP_MS) {
        return undefined;
      }
      return {
        page: entry.page as AnalyticsPage,
        locale: entry.locale,
        source: entry.source,
        medium: entry.medium,
        campaign: entry.campaign,
        at: entry.viewed_at,
      } satisfies VisitEntry;
    },

    async hourly(day) {
      const hours: SeriesPoint[] = Array.from({ length: 24 }, (_, hour) => ({
        at: `${day}T${String(hour).padStart(2, '0')}`,
        visitors: 0,
        views: 0,
        visits: 0,
        bounces: 0,
      }));
      const hourOf = (at: string) => new Date(at).getUTCHours();
      for await (const views of visitorsOfDay(db, day, pageSize)) {
        const seen = new Set<number>();
        for (const view of views) {
          const hour = hourOf(view.viewed_at);
          hours[hour]!.views++;
          if (!seen.has(hour)) hours[hour]!.visitors++;
          seen.add(hour);
        }
        for (const visit of splitVisits(views)) {
          const hour = hours[hourOf(visit[0]!.viewed_at)]!;
          hour.visits++;
          if (visit.length === 1) hour.bounces++;
        }
      }
      return hours;
    },
  };
}

/** Page views kept in the store, for the tests and the abuse suite's bound. */
export async function countEvents(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

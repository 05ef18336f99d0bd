import { sql, type Insertable, type Transaction } from 'kysely';
import type { Executor, Store } from '@/lib/db/database';
import { isPostgres } from '@/lib/db/dialect';
import type { AnalyticsVisitorDaysTable, Database } from '@/lib/db/schema';
import { contributionOf, DayFigures, type Contribution, type VisitRow } from './contribution';
import type { AnalyticsEvents, AnalyticsPage, Day, SeriesPoint, VisitEntry } from './events';
import { addDays, dayOf } from './days';
import {
  dayFigures,
  foldVisitRows,
  READ_PAGE,
  splitVisits,
  VISIT_GAP_MS,
  viewsOf,
  visitorsOf,
  visitorsSeenSince,
} from './rollup-store';

/** Rows per insert: well within both engines' limits on a statement's parameters. */
export const WRITE_BATCH = 500;
/** How old today's figures may be before they are computed again (ANALYTICS_ROLLUP_SECONDS). */
export const TODAY_STALE_MS = 60_000;
/**
 * A roll-up reads again the visitors seen since a little before the last one began: a page
 * view is written within seconds of being counted (its time), by whichever instance counted it.
 */
export const ROLLUP_OVERLAP_MS = 2 * 60_000;
/** Visitors whose figures are worked out, and written, at a time. */
export const VISITORS_AT_A_TIME = 200;
/** Instances rolling the same day up at once take turns (PostgreSQL; SQLite's writes do). */
const ROLLUP_LOCK = 0x4c554d52; // "LUMR"

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
      if (final) await rollUpWhole(db, day, clock());
      else await rollUpChanges(db, day, clock(), pageSize);
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
      const rows = await db
        .selectFrom('analytics_hours_daily')
        .select(['hour', 'visitors', 'views', 'visits', 'bounces'])
        .where('day', '=', day)
        .execute();
      const byHour = new Map(rows.map((row) => [Number(row.hour), row]));
      return Array.from({ length: 24 }, (_, hour) => {
        const row = byHour.get(hour);
        return {
          at: `${day}T${String(hour).padStart(2, '0')}`,
          visitors: Number(row?.visitors ?? 0),
          views: Number(row?.views ?? 0),
          visits: Number(row?.visits ?? 0),
          bounces: Number(row?.bounces ?? 0),
        };
      });
    },
  };
}

/** Both engines' `excluded` row of an upsert, and a column of the table's own row. */
const plus = (table: string, column: string) =>
  sql<number>`${sql.ref(`${table}.${column}`)} + excluded.${sql.ref(column)}`;

/** Rows of a day's sources, folded to its most frequent (a day's rows stay bounded). */
async function replaceSources(trx: Transaction<Database>, day: Day, rows: VisitRow[]) {
  await trx.deleteFrom('analytics_visits_daily').where('day', '=', day).execute();
  for (const part of chunks(foldVisitRows(rows), WRITE_BATCH)) {
    await trx
      .insertInto('analytics_visits_daily')
      .values(part.map((row) => ({ day, ...row })))
      .execute();
  }
}

/**
 * Writes `figures`' pages and hours into `day`'s tables: as they are (`replace`), or added to
 * what is there (`add`: a roll-up's changes, some of them negative).
 */
async function writePagesAndHours(
  trx: Transaction<Database>,
  day: Day,
  figures: DayFigures,
  mode: 'replace' | 'add',
): Promise<void> {
  const changed = <T extends { visitors: number; views: number }>(rows: Iterable<T>) =>
    [...rows].filter((row) => row.visitors !== 0 || row.views !== 0);
  if (mode === 'replace') {
    await trx.deleteFrom('analytics_pages_daily').where('day', '=', day).execute();
    await trx.deleteFrom('analytics_hours_daily').where('day', '=', day).execute();
  }
  for (const part of chunks(changed(figures.pages.values()), WRITE_BATCH)) {
    await trx
      .insertInto('analytics_pages_daily')
      .values(part.map((row) => ({ day, ...row })))
      .onConflict((conflict) =>
        conflict.columns(['day', 'page', 'locale']).doUpdateSet({
          views: plus('analytics_pages_daily', 'views'),
          visitors: plus('analytics_pages_daily', 'visitors'),
          entries: plus('analytics_pages_daily', 'entries'),
          bounces: plus('analytics_pages_daily', 'bounces'),
        }),
      )
      .execute();
  }
  for (const part of chunks(changed(figures.hours.values()), WRITE_BATCH)) {
    await trx
      .insertInto('analytics_hours_daily')
      .values(part.map((row) => ({ day, ...row })))
      .onConflict((conflict) =>
        conflict.columns(['day', 'hour']).doUpdateSet({
          visitors: plus('analytics_hours_daily', 'visitors'),
          views: plus('analytics_hours_daily', 'views'),
          visits: plus('analytics_hours_daily', 'visits'),
          bounces: plus('analytics_hours_daily', 'bounces'),
        }),
      )
      .execute();
  }
  if (mode === 'add') {
    // A visitor taken out of a row that held only them leaves nothing in it.
    for (const table of ['analytics_pages_daily', 'analytics_hours_daily'] as const) {
      await trx.deleteFrom(table).where('day', '=', day).where('visitors', '<=', 0).execute();
    }
  }
}

/** Marks when `day` was rolled up, and what the next roll-up reads. */
async function mark(
  trx: Transaction<Database>,
  day: Day,
  values: { rolled_at: string; final: number; next_from: string | null },
  heavy: DayFigures['heavy'] | undefined,
  heavyMode: 'replace' | 'add',
): Promise<void> {
  const row = {
    day,
    ...values,
    heavy_visitors: heavy?.visitors ?? 0,
    heavy_views: heavy?.views ?? 0,
  };
  await trx
    .insertInto('analytics_rollups')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet(
        heavyMode === 'replace'
          ? { ...values, heavy_visitors: row.heavy_visitors, heavy_views: row.heavy_views }
          : {
              ...values,
              heavy_visitors: plus('analytics_rollups', 'heavy_visitors'),
              heavy_views: plus('analytics_rollups', 'heavy_views'),
            },
      ),
    )
    .execute();
}

/**
 * Today's sources from its visitors' first visits (a row per visitor, not per page view), the
 * rare ones folded into 'other' as a whole day's are.
 */
async function rankSources(db: Store, day: Day): Promise<void> {
  const rows = await db
    .selectFrom('analytics_visitor_days')
    .select((eb) => [
      'source',
      'medium',
      'campaign',
      'device',
      'locale',
      eb.fn.countAll<number>().as('visitors'),
      eb.fn.sum<number>('visits').as('visits'),
      eb.fn.sum<number>('views').as('views'),
      eb.fn.sum<number>('bounces').as('bounces'),
    ])
    .where('day', '=', day)
    .groupBy(['source', 'medium', 'campaign', 'device', 'locale'])
    .execute();
  const sources = rows.map((row) => ({
    ...row,
    visitors: Number(row.visitors),
    visits: Number(row.visits),
    views: Number(row.views),
    bounces: Number(row.bounces),
  }));
  await db.transaction().execute(async (trx) => {
    await takeTurn(trx);
    await replaceSources(trx, day, sources);
  });
}

/** The same transaction on every instance waits for the one before: see ROLLUP_LOCK. */
async function takeTurn(trx: Transaction<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`.execute(trx);
}

/**
 * A day's figures from all its page views, for good once the day is over (`final` marks it):
 * its sources folded to the day's most frequent, and what each visitor added forgotten.
 */
async function rollUpWhole(db: Store, day: Day, now: Date): Promise<void> {
  const figures = await dayFigures(db, day);
  await db.transaction().execute(async (trx) => {
    await takeTurn(trx);
    await writePagesAndHours(trx, day, figures, 'replace');
    await replaceSources(trx, day, [...figures.visits.values()]);
    await trx.deleteFrom('analytics_visitor_days').where('day', '=', day).execute();
    await mark(
      trx,
      day,
      { rolled_at: now.toISOString(), final: 1, next_from: null },
      figures.heavy,
      'replace',
    );
  });
}

/**
 * Today's figures brought up to date from the visitors seen since the last roll-up: each one's
 * day read again, what they added before taken out and what they add now put in, a few hundred
 * visitors to a transaction. The first roll-up of a day (or one after the last was lost) reads
 * every visitor of the day. However busy the day, a roll-up reads what came since the last.
 */
async function rollUpChanges(db: Store, day: Day, now: Date, pageSize: number): Promise<void> {
  const last = await db
    .selectFrom('analytics_rollups')
    .select(['next_from', 'final'])
    .where('day', '=', day)
    .executeTakeFirst();
  const fresh = !last?.next_from || last.final === 1;
  if (fresh) {
    await db.transaction().execute(async (trx) => {
      await takeTurn(trx);
      await writePagesAndHours(trx, day, new DayFigures(), 'replace');
      await replaceSources(trx, day, []);
      await trx.deleteFrom('analytics_visitor_days').where('day', '=', day).execute();
      await mark(
        trx,
        day,
        { rolled_at: now.toISOString(), final: 0, next_from: null },
        undefined,
        'replace',
      );
    });
  }
  const visitors = fresh
    ? await visitorsOf(db, day)
    : await visitorsSeenSince(db, day, last.next_from!);
  for (const part of chunks(visitors, Math.min(VISITORS_AT_A_TIME, pageSize))) {
    const views = await viewsOf(db, day, part);
    await db.transaction().execute(async (trx) => {
      await takeTurn(trx);
      const before = new Map(
        (
          await trx
            .selectFrom('analytics_visitor_days')
            .select(['visitor', 'contribution'])
            .where('day', '=', day)
            .where('visitor', 'in', part)
            .execute()
        ).map((row) => [row.visitor, JSON.parse(row.contribution) as Contribution]),
      );
      const change = new DayFigures();
      const rows: Insertable<AnalyticsVisitorDaysTable>[] = [];
      part.forEach((visitor) => {
        const seen = views.get(visitor);
        if (!seen) return;
        const contribution = contributionOf(seen);
        const previous = before.get(visitor);
        if (previous) change.add(previous, -1);
        change.add(contribution);
        const {
          source,
          medium,
          campaign,
          device,
          locale,
          views: seenViews,
          visits,
          bounces,
        } = contribution;
        rows.push({
          day,
          visitor,
          source,
          medium,
          campaign,
          device,
          locale,
          views: seenViews,
          visits,
          bounces,
          contribution: JSON.stringify(contribution),
        });
      });
      for (const batch of chunks(rows, WRITE_BATCH)) {
        await trx
          .insertInto('analytics_visitor_days')
          .values(batch)
          .onConflict((conflict) =>
            conflict.columns(['day', 'visitor']).doUpdateSet({
              source: sql`excluded.source`,
              medium: sql`excluded.medium`,
              campaign: sql`excluded.campaign`,
              device: sql`excluded.device`,
              locale: sql`excluded.locale`,
              views: sql`excluded.views`,
              visits: sql`excluded.visits`,
              bounces: sql`excluded.bounces`,
              contribution: sql`excluded.contribution`,
            }),
          )
          .execute();
      }
      await writePagesAndHours(trx, day, change, 'add');
      await mark(
        trx,
        day,
        { rolled_at: now.toISOString(), final: 0, next_from: last?.next_from ?? null },
        change.heavy,
        'add',
      );
    });
  }
  await rankSources(db, day);
  // From now on, only the visitors seen since a little before this roll-up began.
  await db
    .updateTable('analytics_rollups')
    .set({
      rolled_at: now.toISOString(),
      next_from: new Date(now.getTime() - ROLLUP_OVERLAP_MS).toISOString(),
    })
    .where('day', '=', day)
    .execute();
}

/** Page views kept in the store, for the tests and the abuse suite's bound. */
export async function countEvents(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

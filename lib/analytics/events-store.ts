import { sql } from 'kysely';
import type { Executor, Store } from '@/lib/db/database';
import type { AnalyticsEvents, AnalyticsPage, Day, SeriesPoint, VisitEntry } from './events';
import { addDays, dayOf } from './days';
import { dayFigures, READ_PAGE, splitVisits, VISIT_GAP_MS, visitorsOfDay } from './rollup-store';

/** Rows per insert: well within both engines' limits on a statement's parameters. */
export const WRITE_BATCH = 500;
/** How old today's figures may be before they are computed again (ANALYTICS_ROLLUP_SECONDS). */
export const TODAY_STALE_MS = 60_000;

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

import type { PendingView } from '@/lib/analytics/collect';
import { forgetSalt } from '@/lib/analytics/visitor';
import type { Executor, Store } from '@/lib/db/database';
import { createRateLimiter } from '@/lib/server/rate-limit';
import { createTestStore } from './store';
import type { AnalyticsPagesDailyTable, AnalyticsVisitsDailyTable } from '@/lib/db/schema';

export type VisitRow = Partial<AnalyticsVisitsDailyTable> & { day: string };
export type PageRow = Partial<AnalyticsPagesDailyTable> & { day: string; page: string };

/** Daily figures of visitors, as a roll-up writes them: what is not given is '' or 0. */
export async function insertVisits(db: Executor, ...rows: VisitRow[]): Promise<void> {
  await db
    .insertInto('analytics_visits_daily')
    .values(
      rows.map((row) => ({
        source: '',
        medium: '',
        campaign: '',
        device: 'desktop' as const,
        locale: 'en',
        visitors: 0,
        visits: 0,
        views: 0,
        bounces: 0,
        ...row,
      })),
    )
    .execute();
}

/** Daily figures of pages, as a roll-up writes them: English, and 0 for what is not given. */
export async function insertPages(db: Executor, ...rows: PageRow[]): Promise<void> {
  await db
    .insertInto('analytics_pages_daily')
    .values(
      rows.map((row) => ({ locale: 'en', views: 0, visitors: 0, entries: 0, bounces: 0, ...row })),
    )
    .execute();
}

/**
 * For each test of a suite that counts page views: a fresh store and salt, this site's address,
 * and what counting is given (a generous limit unless another is passed, a collector that keeps
 * the views in `queued`, the store, a fixed moment); the environment is put back after each.
 */
export function countingFixture(now: Date) {
  const environment = { ...process.env };
  const fixture = {
    db: undefined as unknown as Store,
    queued: [] as PendingView[],
    dependencies(
      limiter = createRateLimiter({ name: 'test', limit: 100, windowMs: 60_000 }),
      visitorLimiter = createRateLimiter({ name: 'test-visitor', limit: 100, windowMs: 60_000 }),
    ) {
      return {
        limiter,
        visitorLimiter,
        collector: { add: (view: PendingView) => (fixture.queued.push(view), true) },
        store: async () => fixture.db,
        now,
      };
    },
  };
  beforeEach(async () => {
    forgetSalt();
    fixture.db = await createTestStore();
    fixture.queued = [];
    process.env.NEXT_PUBLIC_SITE_URL = 'https://lumen.agency';
  });
  afterEach(async () => {
    process.env = { ...environment };
    forgetSalt();
    await fixture.db.destroy();
  });
  return fixture;
}

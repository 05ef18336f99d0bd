import type { Executor } from '@/lib/db/database';
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

import { callsOf, type ThreadCalls } from '@/lib/server/thread-calls';
import { articleSparklines } from './article-views';
import { dailyFigures, dashboard, liveVisitors, siteAnalytics } from './dashboard';
import type { Period } from './period';
import { sweepAnalytics } from './sweep';

/**
 * What the analytics read and roll up, off the thread that answers pages: a day's roll-up,
 * the dashboard's period, its live count, the CSV export and the lists' sparklines each read
 * thousands of rows, and on SQLite every one of them would stop every page meanwhile. Once the
 * server has started they run on a thread of their own (reports-worker.ts, started by
 * reports-thread.ts), one at a time, with the thread's own connection to the store; elsewhere
 * (tests, scripts) in line.
 */
export const REPORT_METHODS = {
  sweep: (now: string) => sweepAnalytics(new Date(now)),
  dashboard: async (period: Period) => dashboard(period, await siteAnalytics()),
  live: async () => liveVisitors(await siteAnalytics()),
  daily: async (period: Period) => dailyFigures(period, await siteAnalytics()),
  sparklines: async (ids: number[]) => articleSparklines(ids, await siteAnalytics()),
};

/** A report's time at most: a past day's final roll-up reads all its page views. */
export const REPORT_TIMEOUT_MS = 5 * 60_000;
/** Reports waiting at most: a dashboard's few, and the sweep's. */
export const REPORTS_WAITING = 32;

export type ReportMethods = typeof REPORT_METHODS;
/** The thread, once started: route handlers and the start-up may be bundled apart. */
export const reportsThreadHolder = globalThis as { __reportsThread?: ThreadCalls<ReportMethods> };

/** The analytics' reports, wherever they run. */
export const analyticsReports = () => callsOf(reportsThreadHolder.__reportsThread, REPORT_METHODS);

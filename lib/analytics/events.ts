import type { DeviceClass, NewAnalyticsEvent } from '@/lib/db/schema';

/**
 * What a page view counts as: one of the site's pages, an article (by id, whatever its slug
 * becomes), or 'other' for any address that is neither, so that no request adds a page.
 */
export type AnalyticsPage =
  'home' | 'policy' | 'newsroom' | 'search' | 'tag' | `article:${number}` | 'other';

/** A UTC day, YYYY-MM-DD. */
export type Day = string;

/** A period's headline figures. */
export interface Totals {
  visitors: number;
  views: number;
  visits: number;
  /** Visits of one page view. */
  bounces: number;
}

/** One point of a chart: a day (YYYY-MM-DD) or an hour (YYYY-MM-DDTHH). */
export interface SeriesPoint extends Totals {
  at: string;
}

export interface PageFigures {
  page: AnalyticsPage;
  locale: string;
  views: number;
  visitors: number;
  entries: number;
  bounces: number;
}

export interface SourceFigures {
  /** A referring site's host, or '' for none (typed in, a bookmark, an app). */
  source: string;
  medium: string;
  campaign: string;
  visitors: number;
  visits: number;
  views: number;
  bounces: number;
}

export interface BreakdownFigures {
  /** A device class or a language. */
  key: string;
  visitors: number;
  views: number;
}

/** The first page of a visit, and what brought the visitor there. */
export interface VisitEntry {
  page: AnalyticsPage;
  locale: string;
  source: string;
  medium: string;
  campaign: string;
  at: string;
}

/**
 * Where page views live. One small interface, so that a site that outgrows its database can
 * keep them in a column store instead (docs/ARCHITECTURE.md, Analytics): write a batch, roll
 * up a day, query a period. Implemented on the site's store (SQLite or PostgreSQL) by
 * lib/analytics/store.ts.
 */
export interface AnalyticsEvents {
  /** Stores counted page views, in one statement per few hundred. */
  write(batch: NewAnalyticsEvent[]): Promise<void>;
  /**
   * Computes a day's figures from its page views again, replacing what was there (so it may
   * run any number of times, on any instance); `final` once the day is over.
   */
  rollUp(day: Day, final: boolean): Promise<void>;
  /** Days whose figures are missing, stale or not final, oldest first. */
  daysToRollUp(now: Date): Promise<Day[]>;
  /** Deletes the page views of days before `day` (their figures stay); how many. */
  prune(before: Day): Promise<number>;
  /** A period's figures, days `from` to `to` inclusive, from the daily figures. */
  totals(from: Day, to: Day): Promise<Totals>;
  /** Per day, or per hour of one day (from its page views). */
  series(from: Day, to: Day, step: 'day' | 'hour'): Promise<SeriesPoint[]>;
  pages(from: Day, to: Day, limit: number): Promise<PageFigures[]>;
  sources(from: Day, to: Day, limit: number): Promise<SourceFigures[]>;
  devices(from: Day, to: Day): Promise<BreakdownFigures[]>;
  languages(from: Day, to: Day): Promise<BreakdownFigures[]>;
  /**
   * The period's visitors with HEAVY_VIEWS page views or more in a day (each day's such
   * visitors added up), and their page views: what the dashboard warns of.
   */
  heavy(from: Day, to: Day): Promise<{ visitors: number; views: number }>;
  /** Views per day of each article (`article:{id}`, any language), days `from` to `to`. */
  articleViews(ids: number[], from: Day, to: Day): Promise<Map<number, number[]>>;
  /** Distinct visitors with a page view since `since`. */
  visitorsSince(since: Date): Promise<number>;
  /**
   * The first page of the visit `visitor` was on at `at` (page views less than 30 minutes apart
   * are one visit), or undefined when they have none that day.
   */
  visitEntry(visitor: string, at: Date): Promise<VisitEntry | undefined>;
}

export type { DeviceClass };

import { articleTitles } from '@/lib/articles/reads';
import { countMessagesByEntryPage } from '@/lib/contact/store';
import { getStore, type Store } from '@/lib/db/database';
import { dayBounds } from './days';
import type { AnalyticsPage, BreakdownFigures, SeriesPoint, SourceFigures } from './events';
import type { Figures } from './figures-store';
import { storeEvents } from './store';
import { headlineOf, type Headline } from './headline';

export type { Change, Headline } from './headline';
import type { Period } from './period';

/**
 * The CRM's analytics dashboard, HTTP-free: a period's figures against the period before,
 * its chart, what was read, what brought visitors and messages. What it reads comes in as
 * dependencies (`siteAnalytics()` on the site's store), so that the sums are tested on rows
 * written for the test.
 */

export interface DashboardSources {
  figures: Figures;
  /** Distinct visitors with a page view since then. */
  visitorsSince(since: Date): Promise<number>;
  /** Contact messages from `start` to `end` (ISO), by the page their visit began on. */
  messagesBrought(start: string, end: string): Promise<Array<{ page: string; messages: number }>>;
  titles(ids: number[]): Promise<Map<number, string>>;
}

/** Visitors seen this recently are "on the site now". */
export const LIVE_MINUTES = 5;
/** Rows of each list. */
export const TOP = 10;

/** Page views of the period's pages read to rank them (articles of every language included). */
const PAGES_READ = 200;
const SOURCES_READ = 500;

export interface PageRow {
  page: AnalyticsPage;
  locale: string;
  views: number;
  visitors: number;
  /** For an article: its id, and its title, or null when it has been deleted. */
  articleId?: number;
  title?: string | null;
}

export interface MessagesRow {
  page: string;
  messages: number;
  articleId?: number;
  title?: string | null;
}

/**
 * Visitors of one page view after another make a period's figures suspect when their share of
 * its page views is at least this (heavy visitors: HEAVY_VIEWS or more in a day).
 */
export const INFLATED_SHARE = 0.2;

export interface Dashboard {
  period: Period;
  /** Nothing counted in the period. */
  empty: boolean;
  /**
   * The period's figures look inflated by a few visitors: `visitors` who each opened
   * HEAVY_VIEWS pages or more in a day made `share` of its page views.
   */
  inflated?: { visitors: number; views: number; share: number };
  headline: Headline;
  series: SeriesPoint[];
  pages: PageRow[];
  /** Top articles by language ('en', 'ru'…), most read first. */
  articles: Record<string, PageRow[]>;
  sites: Array<{ source: string; visitors: number; views: number }>;
  campaigns: Array<{
    campaign: string;
    source: string;
    medium: string;
    visitors: number;
    views: number;
  }>;
  devices: BreakdownFigures[];
  languages: BreakdownFigures[];
  messages: MessagesRow[];
}

/** The article id of a page key, if it is one. */
export function articleIdOf(page: string): number | undefined {
  const match = /^article:(\d+)$/.exec(page);
  return match ? Number(match[1]) : undefined;
}

function withTitle<T extends { page: string }>(
  row: T,
  titles: Map<number, string>,
): T & { articleId?: number; title?: string | null } {
  const articleId = articleIdOf(row.page);
  return articleId === undefined
    ? row
    : { ...row, articleId, title: titles.get(articleId) ?? null };
}

/** Source rows summed by what `label` keeps of them, most visitors first, the first TOP. */
function sumSources<L extends object>(
  rows: SourceFigures[],
  label: (row: SourceFigures) => L,
): Array<L & { visitors: number; views: number }> {
  const sums = new Map<string, L & { visitors: number; views: number }>();
  for (const row of rows) {
    const kept = label(row);
    const key = JSON.stringify(kept);
    const sum = sums.get(key) ?? { ...kept, visitors: 0, views: 0 };
    sum.visitors += row.visitors;
    sum.views += row.views;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => b.visitors - a.visitors).slice(0, TOP);
}

export async function dashboard(period: Period, sources: DashboardSources): Promise<Dashboard> {
  const { figures } = sources;
  const { from, to } = period;
  const bounds = dayBounds(from, to);
  const [current, previous, series, pageRows, sourceRows, devices, languages, brought, heavy] =
    await Promise.all([
      figures.totals(from, to),
      figures.totals(period.previous.from, period.previous.to),
      figures.series(from, to, period.step),
      figures.pages(from, to, PAGES_READ),
      figures.sources(from, to, SOURCES_READ),
      figures.devices(from, to),
      figures.languages(from, to),
      sources.messagesBrought(bounds.start, bounds.end),
      figures.heavy(from, to),
    ]);

  const topPages = pageRows.slice(0, TOP);
  const articles: Record<string, typeof pageRows> = {};
  for (const row of pageRows) {
    if (articleIdOf(row.page) === undefined) continue;
    const list = (articles[row.locale] ??= []);
    if (list.length < TOP) list.push(row);
  }
  const messages = brought.slice(0, TOP);
  const ids = new Set<number>();
  for (const row of [...topPages, ...Object.values(articles).flat(), ...messages]) {
    const id = articleIdOf(row.page);
    if (id !== undefined) ids.add(id);
  }
  const titles = ids.size ? await sources.titles([...ids]) : new Map<number, string>();
  const pageRow = (row: (typeof pageRows)[number]): PageRow =>
    withTitle(
      { page: row.page, locale: row.locale, views: row.views, visitors: row.visitors },
      titles,
    );

  const share = current.views > 0 ? heavy.views / current.views : 0;
  return {
    period,
    empty: current.views === 0,
    ...(share >= INFLATED_SHARE ? { inflated: { ...heavy, share } } : {}),
    headline: headlineOf(current, previous),
    series,
    pages: topPages.map(pageRow),
    articles: Object.fromEntries(
      Object.entries(articles).map(([locale, rows]) => [locale, rows.map(pageRow)]),
    ),
    sites: sumSources(sourceRows, ({ source }) => ({ source })),
    campaigns: sumSources(
      sourceRows.filter((row) => row.campaign !== ''),
      ({ campaign, source, medium }) => ({ campaign, source, medium }),
    ),
    devices,
    languages,
    messages: messages.map((row) => withTitle(row, titles)),
  };
}

/** Visitors of the last five minutes. */
export async function liveVisitors(sources: DashboardSources, now = new Date()): Promise<number> {
  return sources.visitorsSince(new Date(now.getTime() - LIVE_MINUTES * 60_000));
}

/** A period's figures day by day, for the CSV export. */
export async function dailyFigures(period: Period, sources: DashboardSources) {
  return sources.figures.series(period.from, period.to, 'day');
}

/** The dashboard's sources on the site's store. */
export async function siteAnalytics(): Promise<DashboardSources> {
  return analyticsOn(await getStore());
}

/**
 * The dashboard's sources on a store: the daily figures, and from the page views themselves
 * today's hours and the visitors of the last minutes (lib/analytics/events-store.ts).
 */
export function analyticsOn(db: Store): DashboardSources {
  const events = storeEvents(db);
  return {
    figures: events,
    visitorsSince: events.visitorsSince,
    messagesBrought: (start, end) => countMessagesByEntryPage(db, start, end),
    titles: (ids) => articleTitles(db, ids),
  };
}

// What one visitor's page views of a day add to the day's figures, and the day's figures as
// the sum of them (lib/analytics/events-store.ts rolls days up with these). Pure: no store.
import type { Selectable } from 'kysely';
import type {
  AnalyticsEventsTable,
  AnalyticsHoursDailyTable,
  AnalyticsPagesDailyTable,
  AnalyticsVisitsDailyTable,
} from '@/lib/db/schema';

/** Page views less than this apart are one visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/**
 * A visitor with this many page views in a day opened more pages than people read: the
 * dashboard says when such visitors make much of a period's figures.
 */
export const HEAVY_VIEWS = 50;

/** A page view as a roll-up reads it. */
export type ViewRow = Pick<
  Selectable<AnalyticsEventsTable>,
  'viewed_at' | 'page' | 'locale' | 'source' | 'medium' | 'campaign' | 'device'
>;

/** One visitor's day in the figures: where their first visit came from, and what they saw. */
export interface Contribution {
  source: string;
  medium: string;
  campaign: string;
  device: ViewRow['device'];
  locale: string;
  views: number;
  visits: number;
  bounces: number;
  /** [page, locale, views, visits that began there, those of one page view]. */
  pages: [string, string, number, number, number][];
  /** [hour (UTC), views, visits that began in it, those of one page view]. */
  hours: [number, number, number, number][];
}

export type PageRow = Omit<AnalyticsPagesDailyTable, 'day'>;
export type VisitRow = Omit<AnalyticsVisitsDailyTable, 'day'>;
export type HourRow = Omit<AnalyticsHoursDailyTable, 'day'>;

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

const hourOf = (at: string) => new Date(at).getUTCHours();

/** What a visitor's page views of a day (in time order, at least one) add to its figures. */
export function contributionOf(views: ViewRow[]): Contribution {
  const visits = splitVisits(views);
  const pages = new Map<string, [string, string, number, number, number]>();
  const hours = new Map<number, [number, number, number, number]>();
  const pageOf = ({ page, locale }: ViewRow) => {
    const key = `${page}\u0000${locale}`;
    let row = pages.get(key);
    if (!row) pages.set(key, (row = [page, locale, 0, 0, 0]));
    return row;
  };
  const hourRow = (at: string) => {
    const hour = hourOf(at);
    let row = hours.get(hour);
    if (!row) hours.set(hour, (row = [hour, 0, 0, 0]));
    return row;
  };
  for (const view of views) {
    pageOf(view)[2]++;
    hourRow(view.viewed_at)[1]++;
  }
  let bounces = 0;
  for (const visit of visits) {
    const entry = visit[0]!;
    const page = pageOf(entry);
    const hour = hourRow(entry.viewed_at);
    page[3]++;
    hour[2]++;
    if (visit.length === 1) {
      page[4]++;
      hour[3]++;
      bounces++;
    }
  }
  // A visitor-day belongs to where their first visit came from, on what, in which language.
  const first = views[0]!;
  return {
    source: first.source,
    medium: first.medium,
    campaign: first.campaign,
    device: first.device,
    locale: first.locale,
    views: views.length,
    visits: visits.length,
    bounces,
    pages: [...pages.values()],
    hours: [...hours.values()],
  };
}

/**
 * A day's figures as the sum of its visitors' contributions; `add(c, -1)` takes one out, so
 * that the difference a roll-up makes can be written as increments.
 */
export class DayFigures {
  readonly pages = new Map<string, PageRow>();
  readonly visits = new Map<string, VisitRow>();
  readonly hours = new Map<number, HourRow>();
  readonly heavy = { visitors: 0, views: 0 };

  add(contribution: Contribution, sign: 1 | -1 = 1): void {
    const { source, medium, campaign, device, locale } = contribution;
    for (const [page, pageLocale, views, entries, bounces] of contribution.pages) {
      const key = `${page}\u0000${pageLocale}`;
      const row = this.pages.get(key) ?? {
        page,
        locale: pageLocale,
        views: 0,
        visitors: 0,
        entries: 0,
        bounces: 0,
      };
      row.views += sign * views;
      row.visitors += sign;
      row.entries += sign * entries;
      row.bounces += sign * bounces;
      this.pages.set(key, row);
    }
    const key = [source, medium, campaign, device, locale].join('\u0000');
    const visit = this.visits.get(key) ?? {
      source,
      medium,
      campaign,
      device,
      locale,
      visitors: 0,
      visits: 0,
      views: 0,
      bounces: 0,
    };
    visit.visitors += sign;
    visit.visits += sign * contribution.visits;
    visit.views += sign * contribution.views;
    visit.bounces += sign * contribution.bounces;
    this.visits.set(key, visit);
    for (const [hour, views, visits, bounces] of contribution.hours) {
      const row = this.hours.get(hour) ?? { hour, visitors: 0, views: 0, visits: 0, bounces: 0 };
      row.visitors += sign;
      row.views += sign * views;
      row.visits += sign * visits;
      row.bounces += sign * bounces;
      this.hours.set(hour, row);
    }
    if (contribution.views >= HEAVY_VIEWS) {
      this.heavy.visitors += sign;
      this.heavy.views += sign * contribution.views;
    }
  }
}

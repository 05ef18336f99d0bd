import type { Totals } from './events';

/** The dashboard's four figures, each against the period before. */

export interface Change {
  value: number;
  previous: number;
  /** (value − previous) / previous; null when there was nothing before to compare with. */
  change: number | null;
}

export interface Headline {
  visitors: Change;
  views: Change;
  viewsPerVisit: Change;
  /** Share of visits of one page view, 0..1. */
  bounceRate: Change;
}

export function changeOf(value: number, previous: number): Change {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous };
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

export function headlineOf(current: Totals, previous: Totals): Headline {
  return {
    visitors: changeOf(current.visitors, previous.visitors),
    views: changeOf(current.views, previous.views),
    viewsPerVisit: changeOf(
      ratio(current.views, current.visits),
      ratio(previous.views, previous.visits),
    ),
    bounceRate: changeOf(
      ratio(current.bounces, current.visits),
      ratio(previous.bounces, previous.visits),
    ),
  };
}

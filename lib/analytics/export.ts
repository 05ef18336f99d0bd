import { csvLines, UTF8_BOM } from '@/lib/inbox/csv';
import type { SeriesPoint } from './events';
import type { Period } from './period';

/** The columns' titles, in the staff's language (the edge's catalogue). */
export type DailyColumns = readonly [
  day: string,
  visitors: string,
  views: string,
  visits: string,
  viewsPerVisit: string,
  bounceRate: string,
];

/** A period's figures, a line per day: a spreadsheet's numbers, with a dot for decimals. */
export function dailyCsv(days: SeriesPoint[], columns: DailyColumns): string {
  return (
    UTF8_BOM +
    csvLines([
      columns,
      ...days.map((day) => [
        day.at,
        day.visitors,
        day.views,
        day.visits,
        day.visits ? (day.views / day.visits).toFixed(2) : '0',
        day.visits ? ((100 * day.bounces) / day.visits).toFixed(1) : '0',
      ]),
    ])
  );
}

/** `lumen-analytics-2026-03-01-2026-03-30.csv` */
export function dailyCsvName(period: Period): string {
  return `lumen-analytics-${period.from}-${period.to}.csv`;
}

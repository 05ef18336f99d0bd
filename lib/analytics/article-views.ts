import { failure, type Failure, type Result } from '@/lib/failure';
import type { DashboardSources } from './dashboard';
import { addDays, dayOf } from './days';
import type { Day } from './events';

/** Days of an article's sparkline, and the most articles one request asks for. */
export const SPARKLINE_DAYS = 30;
export const MAX_SPARKLINE_IDS = 100;

/**
 * `ids=1,2,3`: the articles whose sparklines a list shows; at most MAX_SPARKLINE_IDS, each a
 * positive whole number.
 */
export function parseArticleIds(
  value: string | null,
): Result<number[], Failure & { code: 'badRequest' }> {
  const bad = failure('badRequest', { message: 'analytics.errors.badIds' }) as Failure & {
    code: 'badRequest';
  };
  if (value === null || value === '') return { ok: true, value: [] };
  const parts = value.split(',');
  if (parts.length > MAX_SPARKLINE_IDS || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) {
    return bad;
  }
  return { ok: true, value: [...new Set(parts.map(Number))] };
}

/** Each article's views per day over the last 30 days (today included). */
export async function articleSparklines(
  ids: number[],
  sources: DashboardSources,
  now = new Date(),
): Promise<{ from: Day; to: Day; views: Record<string, number[]> }> {
  const to = dayOf(now);
  const from = addDays(to, 1 - SPARKLINE_DAYS);
  const views = await sources.figures.articleViews(ids, from, to);
  return {
    from,
    to,
    views: Object.fromEntries([...views].map(([id, days]) => [String(id), days])),
  };
}

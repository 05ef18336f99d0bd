import { getStore, type Store } from '@/lib/db/database';
import { config } from '@/lib/env';
import { eventWrites } from './events-store';
import { DAY_MS, dayOf } from './days';
import { destroyPastSalts } from './visitor';

export interface AnalyticsSweep {
  /** Days whose figures were computed (again). */
  rolledUp: string[];
  /** Page views deleted because they were older than ANALYTICS_RETENTION_DAYS. */
  pruned: number;
  /** Salts of past days destroyed. */
  saltsDestroyed: number;
}

/**
 * Each day's figures kept up to date (today's at most a minute old, a past day's once more and
 * for good), page views past their retention deleted once their day is final, and the salts of
 * past days destroyed, so that no visitor key can be traced back to an address after its day.
 */
export async function sweepAnalytics(
  now = new Date(),
  {
    db,
    retentionDays = config().analytics.retentionDays,
  }: { db?: Store; retentionDays?: number } = {},
): Promise<AnalyticsSweep> {
  const store = db ?? (await getStore());
  const events = eventWrites(store, {
    clock: () => now,
    todayStaleMs: config().analytics.rollupMs,
  });
  const today = dayOf(now);
  const rolledUp = await events.daysToRollUp(now);
  for (const day of rolledUp) await events.rollUp(day, day < today);
  const pruned = await events.prune(dayOf(new Date(now.getTime() - retentionDays * DAY_MS)));
  const saltsDestroyed = await destroyPastSalts(store, today);
  return { rolledUp, pruned, saltsDestroyed };
}

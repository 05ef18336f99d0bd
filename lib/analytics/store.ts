import type { Store } from '@/lib/db/database';
import type { AnalyticsEvents } from './events';
import { eventWrites } from './events-store';
import { figuresStore } from './figures-store';

/**
 * `AnalyticsEvents` on the site's store (SQLite or PostgreSQL): page views written, rolled up
 * and pruned by events-store.ts, the daily figures read by figures-store.ts (a day's hours from
 * its page views). Another engine for page views (a column store) is another function of this
 * shape.
 */
export function storeEvents(db: Store): AnalyticsEvents {
  const writes = eventWrites(db);
  return { ...writes, ...figuresStore(db, { hourly: writes.hourly }) };
}

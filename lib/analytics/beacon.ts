import * as z from 'zod';

/** The collecting endpoint's address (POST a beacon; GET: the noscript picture). */
export const BEACON_PATH = '/api/event';

/** A beacon carries a path, a referrer and a query: nothing near this. */
export const MAX_BEACON_BYTES = 2 * 1024;

/** What the page view beacon sends (components/layout/page-view-beacon.ts). */
export const beaconSchema = z.object({
  /** The page's path. */
  p: z.string().max(1024),
  /** The document's referrer, on a page's first view only. */
  r: z.string().max(1024).optional(),
  /** The page's query (utm_* tags). */
  q: z.string().max(1024).optional(),
});

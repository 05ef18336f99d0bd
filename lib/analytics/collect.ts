import { getStore, type Store } from '@/lib/db/database';
import type { NewAnalyticsEvent } from '@/lib/db/schema';
import { config, siteUrl } from '@/lib/env';
import { limitKey } from '@/lib/http/client-address';
import { createRateLimiter, type RateLimiter } from '@/lib/server/rate-limit';
import { pageKeys } from './articles';
import { beaconSchema } from './beacon';
import {
  campaignTags,
  classifyPath,
  deviceClass,
  isBot,
  referrerHost,
  type ViewedPage,
} from './classify';
import { createCollector, type Collector } from './collector';
import { eventWrites } from './events-store';
import { dayOf } from './days';
import { saltOf, visitorKey } from './visitor';

/** What a page view became. */
export type CountOutcome = 'counted' | 'ignored' | 'limited';

export interface PageView {
  /** The page's path, without its query. */
  path: string;
  /** The document's referrer ('' or undefined for none). */
  referrer?: string;
  /** The page's query (its utm_* tags are kept). */
  query?: string;
  userAgent: string;
  /** The client's address: hashed into the day's visitor key, never kept. */
  address: string;
  /** Whether the request comes from signed-in staff; asked only once the rest would count. */
  staff: () => Promise<boolean>;
}

/** A counted view whose article, if any, is looked up when its batch is written. */
export type PendingView = Omit<NewAnalyticsEvent, 'page'> & { viewed: ViewedPage };

const holder = globalThis as {
  __analyticsLimiter?: RateLimiter;
  __analyticsVisitorLimiter?: RateLimiter;
  __analyticsCollector?: Collector<PendingView>;
};

function limiter(): RateLimiter {
  return (holder.__analyticsLimiter ??= createRateLimiter({
    name: 'analytics',
    limit: config().analytics.rateLimit,
    windowMs: 60_000,
  }));
}

/**
 * Page views per visitor key: the key is the day's, so a day's window is that visitor's day
 * (a key is forgotten when its window ends).
 */
function visitorLimiter(): RateLimiter {
  return (holder.__analyticsVisitorLimiter ??= createRateLimiter({
    name: 'analytics-visitor',
    limit: config().analytics.visitorDailyLimit,
    windowMs: 24 * 60 * 60_000,
  }));
}

/** Writes a batch: each distinct article slug looked up once, unknown ones counted as 'other'. */
export async function writeViews(db: Store, views: PendingView[]): Promise<void> {
  const pages = await pageKeys(
    db,
    views.map(({ viewed }) => viewed),
  );
  await eventWrites(db).write(
    views.map(({ viewed: _viewed, ...event }, i) => ({ ...event, page: pages[i]! })),
  );
}

/** This process's queue of page views (lib/analytics/collector.ts). */
export function pageViewCollector(): Collector<PendingView> {
  return (holder.__analyticsCollector ??= createCollector<PendingView>({
    write: async (batch) => writeViews(await getStore(), batch),
  }));
}

const reported = globalThis as { __analyticsUnavailableAt?: number };

/** Once a minute at most: a store that is away would otherwise log a line per page view. */
function reportUnavailable(error: unknown) {
  const now = Date.now();
  if (now - (reported.__analyticsUnavailableAt ?? 0) < 60_000) return;
  reported.__analyticsUnavailableAt = now;
  console.error('analytics: page views are not counted, the store is unavailable', error);
}

export interface CountDependencies {
  limiter?: RateLimiter;
  visitorLimiter?: RateLimiter;
  collector?: Pick<Collector<PendingView>, 'add'>;
  store?: () => Promise<Store>;
  now?: Date;
}

/**
 * One page view of the public site, from the beacon or the server: not counted when analytics
 * are off, from a bot, from signed-in staff or of an address that is no public page; limited
 * per client address a minute and per visitor a day; otherwise queued to be written with its
 * visitor key of the day. No
 * address, cookie or user agent is kept. HTTP-free: the route reads the request.
 */
export async function countPageView(
  view: PageView,
  {
    limiter: limits = limiter(),
    visitorLimiter: visitorLimits = visitorLimiter(),
    collector = pageViewCollector(),
    store = getStore,
    now = new Date(),
  }: CountDependencies = {},
): Promise<CountOutcome> {
  if (!config().analytics.enabled) return 'ignored';
  if (isBot(view.userAgent)) return 'ignored';
  const viewed = classifyPath(view.path);
  if (!viewed) return 'ignored';
  const limit = await limits.hit(limitKey(view.address));
  if (!limit.allowed) return 'limited';

  const day = dayOf(now);
  const site = siteUrl().host;
  let salt: string;
  try {
    if (await view.staff()) return 'ignored';
    salt = await saltOf(await store(), day);
  } catch (error) {
    // The store is away: a view not counted costs the page nothing, an error would.
    reportUnavailable(error);
    return 'ignored';
  }
  const visitor = visitorKey(salt, site, view.address, view.userAgent);
  // However slowly they come, one visitor's page views of a day are so many rows at most.
  if (!(await visitorLimits.hit(visitor)).allowed) return 'limited';
  const tags = campaignTags(view.query);
  const host = referrerHost(view.referrer, site);
  collector.add({
    viewed_at: now.toISOString(),
    day,
    visitor,
    viewed,
    locale: viewed.locale,
    // A tagged link names its source on purpose (a newsletter's link opened from a webmail's
    // page, a campaign's link in a search ad): it wins over the site that sent the visitor.
    source: tags.source || host,
    medium: tags.medium,
    campaign: tags.campaign,
    device: deviceClass(view.userAgent),
  });
  return 'counted';
}

/** What a beacon became: a page view's outcome, or `invalid` when its body is no beacon. */
export type BeaconOutcome = CountOutcome | 'invalid';

/** The status each beacon outcome is answered with (the route and the intake before Next). */
export const BEACON_STATUS: Record<BeaconOutcome, number> = {
  invalid: 400,
  limited: 429,
  counted: 204,
  ignored: 204,
};

/**
 * A page view beacon's body (components/layout/page-effects.client.tsx), checked against its
 * shape and counted; HTTP-free: the caller read the body and knows the visitor.
 */
export async function countBeacon(
  body: unknown,
  visitor: Pick<PageView, 'userAgent' | 'address' | 'staff'>,
  dependencies: CountDependencies = {},
): Promise<BeaconOutcome> {
  const beacon = beaconSchema.safeParse(body);
  if (!beacon.success) return 'invalid';
  return countPageView(
    { path: beacon.data.p, referrer: beacon.data.r, query: beacon.data.q, ...visitor },
    dependencies,
  );
}

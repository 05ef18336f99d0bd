// The page and data cache shared by every instance, in Redis (REDIS_URL), through
// @fortedigital/nextjs-cache-handler: a change made through one instance reaches the public
// pages of all of them at once.
//
// - Tag expiry is shared: every revalidated tag's time is kept in Redis, and an entry made
//   before a tag it carries was revalidated is never served (the library records only Next's
//   implicit path tags; this records ours too, so an entry backdated to the start of its render
//   is thrown away when an article changed during the render, on whichever instance).
// - Redis going away stops nothing: reads and writes fail fast, and each instance keeps what it
//   renders meanwhile in a small local layer for a few seconds only (instances cannot tell each
//   other about changes then). When Redis is back, everything made from articles before is
//   expired, and the landing page's cards too, since changes made during the outage could not
//   expire them.
import { CacheHandler as SharedCache } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { STORED_CONTENT_TAGS } from './tags.mjs';

const REVALIDATED_TAGS_KEY = '__revalidated_tags__';
/** How long a page rendered during a Redis outage is served from the instance's memory. */
export const OUTAGE_LOCAL_TTL_MS = 5_000;
const TIMEOUT_MS = 1_500;

/** @param {any} value */
function headerTags(value) {
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * @param {string} url
 * @param {string} keyPrefix
 */
function createSharedHandlers(url, keyPrefix) {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing: pages never wait for Redis.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  let lost = false;
  client.on('error', (error) => {
    if (!lost) console.warn(`Redis unavailable (${error.message}); working locally meanwhile`);
    lost = true;
  });
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS });
  const revalidated = keyPrefix + REVALIDATED_TAGS_KEY;

  /** @param {string} tag */
  async function revalidateTag(tag) {
    if (!client.isReady) throw new Error('Redis is not connected');
    await client.hSet(revalidated, tag, Date.now());
    await redis.revalidateTag(tag);
  }

  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    console.info(
      'Redis is back; expiring pages made from stored content before and during the outage',
    );
    for (const tag of STORED_CONTENT_TAGS) revalidateTag(tag).catch(() => {});
  });
  client.connect().catch(() => {});

  const lru = createLruHandler({ maxItemsNumber: 500, maxItemSizeBytes: 64 * 1024 * 1024 });
  /** @type {any} */
  const shared = { ...redis, name: 'redis', revalidateTag };
  /** @type {any} */
  const local = {
    name: 'local during a Redis outage',
    /** @param {string} key @param {any} meta */
    async get(key, meta) {
      const entry = await lru.get(key, meta);
      return entry && Date.now() - entry.lastModified < OUTAGE_LOCAL_TTL_MS ? entry : null;
    },
    /** @param {string} key @param {any} value @param {any} ctx */
    async set(key, value, ctx) {
      if (!client.isReady) await lru.set(key, value, ctx);
    },
    revalidateTag: lru.revalidateTag,
    delete: lru.delete,
  };
  return {
    client,
    handlers: [shared, local],
    /** @param {string[]} tags */
    expire: (tags) => Promise.all(tags.map(revalidateTag)).then(() => {}),
  };
}

/**
 * @param {any} context Next's cache handler context
 * @param {string} url REDIS_URL
 * @returns {import('./storage.mjs').CacheStorage}
 */
export function createRedisStorage(context, url) {
  SharedCache.onCreation(({ buildId }) => ({ handlers: sharedCacheFor(url, buildId).handlers }));
  const inner = new SharedCache(context);
  return {
    name: 'redis',
    get: (key, ctx) => inner.get(key, ctx),
    set: (key, data, ctx, { startedAt } = {}) =>
      inner.set(key, data, {
        ...ctx,
        // The library takes a page's tags from its headers, but a route's (the feed, the
        // sitemap) from the context, where Next does not put them.
        tags: data?.kind === 'APP_ROUTE' ? headerTags(data) : ctx?.tags,
        internal_lastModified: startedAt,
      }),
    async remove(key) {
      const handlers = sharedCacheFor(url).handlers;
      await Promise.allSettled(handlers.map((handler) => handler.delete(key)));
    },
    revalidateTag: (tags) => inner.revalidateTag(tags),
    // The build never writes to Redis: nothing there predates this deployment's store.
    expireAtStart: false,
    resetRequestCache: () => {},
  };
}

/**
 * The process's connection to the shared cache and its handlers. Next makes a cache handler
 * per request, and loads this file apart from the application's bundle, which needs the same
 * connection to expire tags (lib/cache/shared.ts): it lives on globalThis.
 * @param {string} url REDIS_URL
 * @param {string} [buildId] each build has keys of its own: a deployment never reads another
 *   build's pages
 */
export function sharedCacheFor(url, buildId) {
  const state = /** @type {{ __sharedCache?: ReturnType<typeof createSharedHandlers> }} */ (
    globalThis
  );
  state.__sharedCache ??= createSharedHandlers(url, `lumen:${buildId ?? 'dev'}:`);
  return state.__sharedCache;
}

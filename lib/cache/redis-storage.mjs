// The page and data cache shared by every instance, in Redis (REDIS_URL): a change made through
// one instance reaches the public pages of all of them at once.
//
// Every key starts with `lumen:<build id>:`, so a deployment never reads another build's entries:
// - `entry:<key>` holds an entry (its value, tags, time and cache control) as JSON, its Buffers
//   (a page's RSC payload and segments, a route's body) in base64. It expires with the entry's
//   lifetime: 1.5 × its revalidate period, or its `expire` if shorter, two days at most.
// - `tag:<tag>` holds when the tag was last revalidated, for as long as an entry dated before
//   that could still be in Redis. An entry older than a tag it carries (its own, or the soft tags
//   of the lookup) is never served, by any instance: the next request renders it again, and the
//   render replaces it.
//
// Redis going away stops nothing: commands fail at once instead of queueing, and each instance
// keeps what it renders meanwhile in a small local layer for a few seconds only (instances
// cannot tell each other about changes then). When Redis is back, everything made from stored
// content before is expired (articles, the landing page's cards), since changes made during the
// outage could not expire it.
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { deserialize, serialize } from './entry-codec.mjs';
import { createOutageLayer } from './outage-cache.mjs';
import { STORED_CONTENT_TAGS } from './tags.mjs';

export { OUTAGE_LOCAL_TTL_MS } from './outage-cache.mjs';

/** An entry larger than this, once serialised, is not stored (a page here takes ~100 KB). */
export const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
export const MAX_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
/**
 * How long a tag's time is kept: longer than any entry dated before it can live (an entry may be
 * dated up to a minute before it is stored, from the start of its render: lib/cache/handler.mjs).
 */
const TAG_RECORD_MS = (MAX_LIFETIME_SECONDS + 24 * 60 * 60) * 1000;
const TIMEOUT_MS = 1_500;
const OUTDATED_LIMIT = 10_000;
const TAGS_HEADER = 'x-next-cache-tags';

// Keeps the later time when two instances revalidate a tag at once.
const RECORD_TAGS = `
for _, key in ipairs(KEYS) do
  local known = tonumber(redis.call('GET', key))
  if known == nil or known < tonumber(ARGV[1]) then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
  else
    redis.call('PEXPIRE', key, ARGV[2])
  end
end
return #KEYS`;

/**
 * A command's answer, or a failure once Redis has not answered for TIMEOUT_MS (the client's own
 * time-out covers only the wait to send it).
 * @template T
 * @param {Promise<T>} command
 * @returns {Promise<T>}
 */
function answer(command) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), TIMEOUT_MS);
  });
  return /** @type {Promise<T>} */ (Promise.race([command, late])).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * The tags an entry carries: a page's or a route's from its header (Next puts a route's nowhere
 * else), a data entry's from its context.
 * @param {any} data @param {any} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const own = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...own, ...(Array.isArray(ctx?.tags) ? ctx.tags : [])])].filter(Boolean);
}

/**
 * @param {any} data @param {any} ctx
 * @returns {number} seconds
 */
function lifetimeOf(data, ctx) {
  const revalidate =
    data?.kind === 'FETCH' ? data.revalidate : (ctx?.cacheControl?.revalidate ?? ctx?.revalidate);
  let seconds =
    typeof revalidate === 'number' && revalidate > 0 ? revalidate * 1.5 : MAX_LIFETIME_SECONDS;
  const expire = ctx?.cacheControl?.expire;
  if (typeof expire === 'number' && expire > 0) seconds = Math.min(seconds, expire);
  return Math.max(1, Math.min(Math.floor(seconds), MAX_LIFETIME_SECONDS));
}

/**
 * A connection to the shared cache, with the operations of a storage on it.
 * @param {string} url REDIS_URL
 * @param {string} keyPrefix
 */
export function createSharedCache(url, keyPrefix) {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing: pages never wait for Redis.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  const outage = createOutageLayer(MAX_ENTRY_BYTES);
  const entryKey = (/** @type {string} */ key) => `${keyPrefix}entry:${key}`;
  const tagKey = (/** @type {string} */ tag) => `${keyPrefix}tag:${tag}`;

  /**
   * Records `tags` as revalidated now, in Redis; fails when Redis is away.
   * @param {string[]} tags
   */
  async function expire(tags) {
    if (!client.isReady) throw new Error('Redis is not connected');
    if (tags.length === 0) return;
    await answer(
      client.eval(RECORD_TAGS, {
        keys: [...new Set(tags)].map(tagKey),
        arguments: [String(Date.now()), String(TAG_RECORD_MS)],
      }),
    );
  }

  let lost = false;
  client.on('error', (error) => {
    if (!lost) console.warn(`Redis unavailable (${error.message}); working locally meanwhile`);
    lost = true;
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    outage.clear();
    console.info(
      'Redis is back; expiring pages made from stored content before and during the outage',
    );
    expire(STORED_CONTENT_TAGS).catch(() => {});
  });
  client.connect().catch(() => {});

  /** Keys whose entry a lookup just found older than one of its tags (bounded). */
  const outdated = new Map();
  return {
    client,
    keyPrefix,
    expire,

    /** @param {string} key whether the last lookup of `key` found an entry out of date */
    isOutdated(key) {
      const at = outdated.get(key);
      outdated.delete(key);
      return at !== undefined && Date.now() - at < 60_000;
    },

    /**
     * @param {string} key
     * @param {any} [ctx] Next's lookup context: `softTags` (and a data entry's `tags`)
     */
    async get(key, ctx) {
      if (!client.isReady) return outage.get(key);
      /** @type {any} */
      let record;
      /** @type {(string | null)[]} */
      let times = [];
      try {
        const text = await answer(client.get(entryKey(key)));
        if (!text) return null;
        record = deserialize(text);
        if (typeof record?.lastModified !== 'number') return null;
        const tags = new Set([
          ...(record.tags ?? []),
          ...(ctx?.softTags ?? []),
          ...(Array.isArray(ctx?.tags) ? ctx.tags : []),
        ]);
        if (tags.size > 0) times = await answer(client.mGet([...tags].map(tagKey)));
      } catch {
        // Redis went away (or timed out) meanwhile, or the key holds no entry of ours: render.
        return client.isReady ? null : outage.get(key);
      }
      if (times.some((time) => time !== null && Number(time) > record.lastModified)) {
        outdated.delete(key);
        outdated.set(key, Date.now());
        if (outdated.size > OUTDATED_LIMIT) outdated.delete(outdated.keys().next().value);
        return null;
      }
      return {
        lastModified: record.lastModified,
        value: record.value,
        cacheControl: record.cacheControl,
      };
    },

    /**
     * @param {string} key
     * @param {any} data
     * @param {any} ctx Next's context: `cacheControl`, a data entry's `tags` and `revalidate`
     * @param {number} [startedAt] when its render may have started: the entry counts as made then
     */
    async set(key, data, ctx, startedAt) {
      const now = Date.now();
      const lastModified = Math.round(Math.min(startedAt ?? now, now));
      const expiresAt = lastModified + lifetimeOf(data, ctx) * 1000;
      if (expiresAt <= now) return;
      const record = {
        lastModified,
        tags: tagsOf(data, ctx),
        cacheControl: ctx?.cacheControl,
        value: data,
      };
      if (client.isReady) {
        try {
          const text = serialize(record);
          if (Buffer.byteLength(text) > MAX_ENTRY_BYTES) {
            // What the key held before is older than what could not be stored.
            await answer(client.unlink(entryKey(key)));
            return;
          }
          await answer(
            client.set(entryKey(key), text, {
              PXAT: expiresAt,
              ...(ctx?.setOnlyIfNotExists ? { NX: true } : {}),
            }),
          );
          return;
        } catch {
          if (client.isReady) return;
        }
      }
      outage.set(key, { lastModified, value: data, cacheControl: ctx?.cacheControl });
    },

    /** @param {string} key */
    async remove(key) {
      outage.remove(key);
      if (client.isReady) await answer(client.unlink(entryKey(key))).catch(() => {});
    },

    /**
     * Expires `tags` everywhere this instance can: its outage layer, and Redis when it is there
     * (if not, all is expired when it is back). Never fails.
     * @param {string[]} tags
     */
    async revalidateTag(tags) {
      outage.clear();
      await expire(tags).catch(() => {});
    },
  };
}

/** @param {any} context Next's cache handler context */
function buildIdOf(context) {
  try {
    return fs.readFileSync(path.join(context.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

const processState = /** @type {{ __sharedCache?: ReturnType<typeof createSharedCache> }} */ (
  globalThis
);

/**
 * @param {any} context Next's cache handler context
 * @param {string} url REDIS_URL
 * @returns {import('./storage.mjs').CacheStorage}
 */
export function createRedisStorage(context, url) {
  const shared = processState.__sharedCache ?? sharedCacheFor(url, buildIdOf(context));
  return {
    name: 'redis',
    get: (key, ctx) => shared.get(key, ctx),
    isOutdated: (key) => shared.isOutdated(key),
    set: (key, data, ctx, { startedAt } = {}) => shared.set(key, data, ctx, startedAt),
    remove: (key) => shared.remove(key),
    revalidateTag: (tags) => shared.revalidateTag(typeof tags === 'string' ? [tags] : tags),
    // The build never writes to Redis: nothing there predates this deployment's store.
    expireAtStart: false,
    resetRequestCache: () => {},
  };
}

/**
 * The process's connection to the shared cache. Next makes a cache handler per request, and
 * loads this file apart from the application's bundle, which needs the same connection to
 * expire tags (lib/cache/shared.ts): it lives on globalThis.
 * @param {string} url REDIS_URL
 * @param {string} [buildId] each build has keys of its own: a deployment never reads another
 *   build's pages
 */
export function sharedCacheFor(url, buildId) {
  processState.__sharedCache ??= createSharedCache(url, `lumen:${buildId ?? 'dev'}:`);
  return processState.__sharedCache;
}

// Where Next's page and data cache lives: this process's memory, or Redis shared by every
// instance when REDIS_URL is set (never during `next build`, which must not need Redis).
import { createMemoryStorage } from './memory-storage.mjs';
import { createRedisStorage } from './redis-storage.mjs';

/**
 * @typedef {object} CacheStorage
 * @property {string} name
 * @property {(key: string, context: any) => Promise<any>} get
 * @property {(key: string) => boolean} isOutdated whether the lookup of `key` that just missed
 *   found an entry there, out of date (a change expired one of its tags)
 * @property {(key: string, data: any, context: any, options?: { startedAt?: number }) => Promise<void>} set
 *   `startedAt`: when the render of this entry may have started; the entry counts as made then.
 * @property {(key: string) => Promise<void>} remove
 * @property {(tags: string | string[], durations?: { expire?: number }) => Promise<void>} revalidateTag
 * @property {boolean} expireAtStart whether entries made before the process started may be stale
 * @property {() => void} resetRequestCache
 */

/**
 * @param {any} context Next's cache handler context
 * @returns {CacheStorage}
 */
export function createStorage(context) {
  const url = process.env.REDIS_URL;
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  return url && !building ? createRedisStorage(context, url) : createMemoryStorage(context);
}

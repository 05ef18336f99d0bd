// The pages an instance keeps for itself while the shared cache (Redis) is away.
import * as LruCacheModule from 'next/dist/server/lib/lru-cache.js';
import { entryBytes } from './entry-size.mjs';

// CommonJS: Node hands its exports object to `import`, bundlers their default export.
const LRUCache = LruCacheModule.LRUCache ?? LruCacheModule.default.LRUCache;

/** How long a page rendered during a Redis outage is served from the instance's memory. */
export const OUTAGE_LOCAL_TTL_MS = 5_000;
const OUTAGE_LOCAL_BYTES = 64 * 1024 * 1024;

/**
 * What an instance keeps while Redis is away: bounded in bytes, each entry served for
 * OUTAGE_LOCAL_TTL_MS after it was made; an entry over `maxEntryBytes` is not kept.
 * @param {number} maxEntryBytes
 */
export function createOutageLayer(maxEntryBytes) {
  let entries = new LRUCache(OUTAGE_LOCAL_BYTES, entryBytes);
  return {
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key);
      return entry && Date.now() - entry.lastModified < OUTAGE_LOCAL_TTL_MS ? entry : null;
    },
    /** @param {string} key @param {any} entry */
    set(key, entry) {
      if (entryBytes(entry, key) <= maxEntryBytes) entries.set(key, entry);
    },
    /** @param {string} key */
    remove(key) {
      entries.remove(key);
    },
    // Its entries do not know the soft tags they were read with: any expiry forgets them all.
    clear() {
      entries = new LRUCache(OUTAGE_LOCAL_BYTES, entryBytes);
    },
  };
}

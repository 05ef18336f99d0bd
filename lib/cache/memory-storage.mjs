// The page and data cache of one process: Next's own file-system cache, kept in memory only
// (bounded by `cacheMaxMemorySize`, least recently used entries go first).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import * as LruCacheModule from 'next/dist/server/lib/lru-cache.js';
import { entryBytes } from './entry-size.mjs';

// CommonJS modules: Node hands their exports object to `import`, bundlers their default export.
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const LRUCache = LruCacheModule.LRUCache ?? LruCacheModule.default.LRUCache;

/**
 * @param {any} context Next's cache handler context
 * @returns {import('./storage.mjs').CacheStorage}
 */
export function createMemoryStorage(context) {
  // One store for the process, shared by the handler Next makes for each request; made here so
  // that the bound counts what entries really take (see entryBytes, lib/cache/entry-size.mjs).
  if (context.maxMemoryCacheSize && !FileSystemCache.memoryCache) {
    FileSystemCache.memoryCache = new LRUCache(context.maxMemoryCacheSize, entryBytes);
  }
  const inner = new FileSystemCache({ ...context, flushToDisk: false });
  return {
    name: 'memory',
    get: (key, ctx) => inner.get(key, ctx),
    // Next's cache keeps an entry whose tags expired; it only stops serving it.
    isOutdated: (key) => FileSystemCache.memoryCache?.has(key) ?? false,
    async set(key, data, ctx, { startedAt } = {}) {
      await inner.set(key, data, ctx);
      const stored = startedAt === undefined ? undefined : FileSystemCache.memoryCache?.get(key);
      if (stored && startedAt !== undefined && stored.lastModified > startedAt) {
        stored.lastModified = startedAt;
      }
    },
    async remove(key) {
      FileSystemCache.memoryCache?.remove(key);
    },
    revalidateTag: (tags, durations) => inner.revalidateTag(tags, durations),
    // Pages made before this process started are placeholders of the build: they go stale now.
    expireAtStart: true,
    resetRequestCache: () => inner.resetRequestCache?.(),
  };
}

import type { createClient } from 'redis';
import { sharedCache } from '@/lib/cache/shared';

export type SharedRedis = ReturnType<typeof createClient>;

/**
 * This process's connection to REDIS_URL, or null when the site runs on one instance: the one
 * the shared page cache opened (lib/cache/redis-storage.mjs), so that a process holds one
 * connection, not one per use. Commands fail at once while it is disconnected (never queued),
 * so callers fall back to memory instead of waiting; it reconnects by itself.
 */
export function sharedRedis(): SharedRedis | null {
  return sharedCache()?.client ?? null;
}

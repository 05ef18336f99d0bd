import fs from 'node:fs';
import path from 'node:path';
import { config } from '@/lib/env';
import { sharedCacheFor } from './redis-storage.mjs';

/**
 * The shared (Redis) page cache of this process when REDIS_URL is set, or null: the same
 * connection the cache handler (lib/cache/handler.mjs) uses, which Next loads apart from the
 * application's bundle.
 */
export function sharedCache() {
  const { redisUrl, building } = config();
  if (!redisUrl || building) return null;
  const buildIdFile = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'BUILD_ID');
  const buildId = fs.existsSync(buildIdFile)
    ? fs.readFileSync(buildIdFile, 'utf8').trim()
    : undefined;
  return sharedCacheFor(redisUrl, buildId);
}

/**
 * Expires `tags` in this process's page cache from outside a request (the background sweep),
 * where Next's `revalidateTag` cannot run: through the cache handler, which Next loads apart
 * from the application's bundle (lib/cache/handler.mjs). Before the handler exists, this
 * process has cached nothing to expire.
 */
export async function expireLocalTags(tags: string[]): Promise<void> {
  const expire = (globalThis as Record<symbol, ((tags: string[]) => Promise<void>) | undefined>)[
    Symbol.for('lumen.cache.expireTags')
  ];
  await expire?.(tags);
}

/**
 * Expires `tags` in the shared cache now, and waits until it is done, so that a write is
 * acknowledged only once every instance will render its change. (Next runs the revalidations
 * a route handler asks for after the response has been sent.) Nothing to do with the cache in
 * memory: Next's own revalidation takes effect before the response leaves.
 */
export async function expireSharedTags(tags: string[]): Promise<void> {
  try {
    await sharedCache()?.expire(tags);
  } catch (error) {
    // Redis is away: its entries are expired when it comes back (lib/cache/redis-storage.mjs).
    console.warn('could not expire the shared cache now:', (error as Error).message);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { config } from '@/lib/env';
import { sharedCacheFor } from './redis-storage.mjs';
import { rendersEnded } from './renders.mjs';

/** How long a write waits at most for the renders that read the data before it. */
const RENDERS_WAIT_MS = 3_000;

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
 * Expires `tags` in this process's page cache through the cache handler, which Next loads
 * apart from the application's bundle (lib/cache/handler.mjs). Before the handler exists,
 * this process has cached nothing to expire.
 */
async function expireLocalTags(tags: string[]): Promise<void> {
  const expire = (globalThis as Record<symbol, ((tags: string[]) => Promise<void>) | undefined>)[
    Symbol.for('lumen.cache.expireTags')
  ];
  await expire?.(tags);
}

/**
 * Expires `tags` now, in this process's cache and in the shared one, and waits until it is
 * done, so that a write is acknowledged only once every instance renders its change. Next's
 * own `revalidateTag` is not enough for that: in a route handler it runs after the response
 * has been sent, so a client that reads the page straight after the write's answer could be
 * served the page from before it; and outside a request (the background sweep) it cannot run
 * at all. It also waits (a few seconds at most) for this process's renders that began before
 * the change: Next hands a request to the render already under way for its page, whose result
 * would predate the change (lib/cache/renders.mjs).
 */
export async function expireTagsNow(tags: string[]): Promise<void> {
  const changedAt = Date.now();
  try {
    await expireLocalTags(tags);
    await sharedCache()?.expire(tags);
  } catch (error) {
    // Redis is away: its entries are expired when it comes back (lib/cache/redis-storage.mjs).
    console.warn('could not expire the shared cache now:', (error as Error).message);
  }
  await rendersEnded(changedAt, RENDERS_WAIT_MS);
}

import { createClient } from 'redis';
import { config } from '@/lib/env';

export type SharedRedis = ReturnType<typeof createClient>;

const state = globalThis as unknown as { __sharedRedis?: { url: string; client: SharedRedis } };

/**
 * This process's connection to REDIS_URL, or null when the site runs on one instance. Commands
 * fail at once while it is disconnected (never queued), so callers fall back to memory instead
 * of waiting; it reconnects by itself.
 */
export function sharedRedis(): SharedRedis | null {
  const { redisUrl, building } = config();
  if (!redisUrl || building) return null;
  if (state.__sharedRedis?.url === redisUrl) return state.__sharedRedis.client;
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  let lost = false;
  client.on('error', (error: Error) => {
    if (!lost)
      console.warn(`Redis unavailable (${error.message}); limits and answers kept locally`);
    lost = true;
  });
  client.on('ready', () => {
    lost = false;
  });
  client.connect().catch(() => {});
  state.__sharedRedis = { url: redisUrl, client };
  return client;
}

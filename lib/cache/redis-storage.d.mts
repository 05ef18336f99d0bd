import type { createClient } from 'redis';

export const OUTAGE_LOCAL_TTL_MS: number;
export interface SharedCacheConnection {
  client: ReturnType<typeof createClient>;
  handlers: unknown[];
  expire(tags: string[]): Promise<void>;
}
export function sharedCacheFor(url: string, buildId?: string): SharedCacheConnection;
export function createRedisStorage(context: unknown, url: string): unknown;

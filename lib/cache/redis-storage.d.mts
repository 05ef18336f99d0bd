import type { createClient } from 'redis';

export const OUTAGE_LOCAL_TTL_MS: number;
export const MAX_ENTRY_BYTES: number;
export const MAX_LIFETIME_SECONDS: number;
export interface StoredEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}
export interface SharedCacheConnection {
  client: ReturnType<typeof createClient>;
  keyPrefix: string;
  /** Records `tags` as revalidated now, in Redis; fails when Redis is away. */
  expire(tags: string[]): Promise<void>;
  get(key: string, context?: Record<string, unknown>): Promise<StoredEntry | null>;
  set(
    key: string,
    data: unknown,
    context: Record<string, unknown>,
    startedAt?: number,
  ): Promise<void>;
  remove(key: string): Promise<void>;
  /** Whether the last lookup of `key` found an entry older than one of its tags. */
  isOutdated(key: string): boolean;
  revalidateTag(tags: string[]): Promise<void>;
}
export function createSharedCache(url: string, keyPrefix: string): SharedCacheConnection;
export function sharedCacheFor(url: string, buildId?: string): SharedCacheConnection;
export function createRedisStorage(context: unknown, url: string): unknown;

import { createHash } from 'node:crypto';
import { sharedRedis } from '@/lib/server/redis';

/**
 * The last answer of the article provider that worked, per query: served when it is down.
 * Kept in this process's memory (one per page, article and tag that exists, and no more), and
 * in Redis when REDIS_URL is set, so that an instance that never asked a query before still
 * has an answer for it during an outage.
 */
const LIMIT = 2000;
const REDIS_TTL_SECONDS = 7 * 24 * 60 * 60;

const memory = ((globalThis as { __lastGoodArticles?: Map<string, unknown> }).__lastGoodArticles ??=
  new Map<string, unknown>());

const redisKey = (id: string) =>
  `lumen:last-good:${createHash('sha256').update(id).digest('base64url')}`;

export function rememberLastGood(id: string, value: unknown): void {
  memory.delete(id);
  memory.set(id, value);
  if (memory.size > LIMIT) memory.delete(memory.keys().next().value!);
  const redis = sharedRedis();
  if (redis?.isReady) {
    redis.set(redisKey(id), JSON.stringify(value), { EX: REDIS_TTL_SECONDS }).catch(() => {});
  }
}

/** The last good answer for `id`, or undefined when there is none. */
export async function lastGood(id: string): Promise<unknown> {
  if (memory.has(id)) return memory.get(id);
  const redis = sharedRedis();
  if (!redis?.isReady) return undefined;
  try {
    const stored = await redis.get(redisKey(id));
    return stored === null ? undefined : JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** @jest-environment node */
import { sharedRedis } from '@/lib/server/redis';
import { lastGood, rememberLastGood } from './last-good';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.REQUIRE_TEST_SERVICES) {
  throw new Error('TEST_REDIS_URL is not set: start the services (scripts/services.sh start)');
}
const memory = () =>
  (globalThis as { __lastGoodArticles?: Map<string, unknown> }).__lastGoodArticles!;

describe('last good answers', () => {
  afterEach(() => {
    memory().clear();
    delete process.env.REDIS_URL;
  });

  it('are kept in memory, and forgotten beyond their bound', async () => {
    rememberLastGood('article\u0000a', { title: 'A' });
    expect(await lastGood('article\u0000a')).toEqual({ title: 'A' });
    expect(await lastGood('article\u0000unknown')).toBeUndefined();
    for (let n = 0; n < 2_100; n++) rememberLastGood(`page\u0000${n}`, n);
    expect(memory().size).toBe(2_000);
    expect(await lastGood('article\u0000a')).toBeUndefined();
  });

  (redisUrl ? it : it.skip)(
    'reach an instance that never asked, through Redis, when REDIS_URL is set',
    async () => {
      process.env.REDIS_URL = redisUrl;
      const redis = sharedRedis()!;
      await new Promise<void>((resolve) =>
        redis.isReady ? resolve() : redis.once('ready', () => resolve()),
      );
      const id = `article\u0000shared-${Date.now()}`;
      rememberLastGood(id, { title: 'Shared' });
      // Another instance: nothing in its memory.
      memory().clear();
      let found: unknown;
      for (let n = 0; n < 50 && found === undefined; n++) {
        found = await lastGood(id);
        if (found === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(found).toEqual({ title: 'Shared' });
      await redis.quit();
    },
  );
});

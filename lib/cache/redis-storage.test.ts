/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  createRedisStorage,
  createSharedCache,
  MAX_ENTRY_BYTES,
  MAX_LIFETIME_SECONDS,
  OUTAGE_LOCAL_TTL_MS,
  sharedCacheFor,
  type SharedCacheConnection,
} from './redis-storage.mjs';
import { startRedisServer } from '@/test/redis-server';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.REQUIRE_TEST_SERVICES) {
  throw new Error('TEST_REDIS_URL is not set: start the services (scripts/services.sh start)');
}

const YEAR = 365 * 24 * 60 * 60;
const page = (tags: string, extra: Record<string, unknown> = {}) => ({
  kind: 'APP_PAGE',
  html: '<!DOCTYPE html><html><body>Статья</body></html>',
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
  ...extra,
});
const hour = { cacheControl: { revalidate: 3600, expire: YEAR } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ready = (cache: SharedCacheConnection) =>
  new Promise<void>((resolve) =>
    cache.client.isReady ? resolve() : cache.client.once('ready', () => resolve()),
  );
const quit = async (cache: SharedCacheConnection) => {
  if (cache.client.isOpen) await cache.client.close();
};

/** Every byte value, and a view into a larger buffer (as Node's pooled Buffers are). */
const binary = () => {
  const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  return Buffer.concat([Buffer.from('pad'), all, all]).subarray(3, 3 + 512);
};

(redisUrl ? describe : describe.skip)('the shared page cache in Redis', () => {
  let prefix: string;
  let a: SharedCacheConnection;
  let b: SharedCacheConnection;
  const opened: SharedCacheConnection[] = [];
  const open = async (keyPrefix: string) => {
    const cache = createSharedCache(redisUrl!, keyPrefix);
    opened.push(cache);
    await ready(cache);
    return cache;
  };

  beforeEach(async () => {
    prefix = `lumen:test-${randomBytes(6).toString('hex')}:`;
    // Two instances: two processes' connections to the same Redis, with the same build.
    a = await open(prefix);
    b = await open(prefix);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(quit));
  });

  it('shares entries between instances of one build, and never with another build', async () => {
    await a.set('/newsroom', page('articles'), hour);
    expect((await b.get('/newsroom'))?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
    const other = await open(`lumen:test-${randomBytes(6).toString('hex')}:`);
    expect(await other.get('/newsroom')).toBeNull();
    expect(await a.client.keys(`${prefix}*`)).toEqual([`${prefix}entry:/newsroom`]);
  });

  it("takes the build's id from the build for its keys", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-storage-'));
    const buildId = `build-${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), buildId);
    const state = globalThis as { __sharedCache?: SharedCacheConnection };
    delete state.__sharedCache;
    try {
      const storage = createRedisStorage(
        { serverDistDir: path.join(dist, 'server') },
        redisUrl!,
      ) as {
        set(key: string, data: unknown, ctx: unknown): Promise<void>;
      };
      const shared = sharedCacheFor(redisUrl!);
      opened.push(shared);
      expect(shared.keyPrefix).toBe(`lumen:${buildId}:`);
      await ready(shared);
      await storage.set('/policy', page('_N_T_/policy'), hour);
      expect(await shared.client.exists(`lumen:${buildId}:entry:/policy`)).toBe(1);
    } finally {
      delete state.__sharedCache;
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('never serves, on any instance, an entry older than a tag it carries', async () => {
    await a.set('/newsroom', page('articles,_N_T_/layout'), hour);
    await a.set('/policy', page('_N_T_/layout,_N_T_/policy'), hour);
    expect(await b.get('/newsroom')).not.toBeNull();
    await sleep(2);
    await b.expire(['articles']);
    expect(await a.get('/newsroom')).toBeNull();
    expect(await b.get('/newsroom')).toBeNull();
    expect(await a.get('/policy')).not.toBeNull();
    // What is rendered after the change is served again.
    await sleep(2);
    await a.set('/newsroom', page('articles,_N_T_/layout'), hour);
    expect(await b.get('/newsroom')).not.toBeNull();
    // The tag's time stays as long as an entry dated before it may live.
    const ttl = await a.client.pTTL(`${prefix}tag:articles`);
    expect(ttl).toBeGreaterThan(MAX_LIFETIME_SECONDS * 1000);
  });

  it('dates an entry from the start of its render: a change during the render expires it', async () => {
    const started = Date.now();
    await sleep(5);
    await b.expire(['articles']); // on another instance, while A renders
    await sleep(5);
    await a.set('/newsroom/launch', page('articles'), hour, started);
    expect(await a.get('/newsroom/launch')).toBeNull();
    expect(await b.get('/newsroom/launch')).toBeNull();
    // A render that began after the change is fresh.
    await a.set('/newsroom/launch', page('articles'), hour, Date.now());
    expect(await b.get('/newsroom/launch')).not.toBeNull();
  });

  it('checks the soft tags of the lookup too', async () => {
    const data = { kind: 'FETCH', data: { body: '{}', headers: {}, url: '/' }, revalidate: 60 };
    await a.set('fetch-key', data, { tags: ['provider'], fetchCache: true });
    await sleep(2);
    await b.expire(['_N_T_/newsroom']);
    expect(await a.get('fetch-key', { softTags: ['_N_T_/policy'] })).not.toBeNull();
    expect(await a.get('fetch-key', { softTags: ['_N_T_/newsroom'] })).toBeNull();
    await b.expire(['provider']);
    expect(await a.get('fetch-key', { softTags: [] })).toBeNull();
  });

  it("keeps a page's and a route's bytes exactly", async () => {
    const rscData = binary();
    const segmentData = new Map([
      ['/_tree', binary()],
      ['/_full', Buffer.from('segment')],
    ]);
    await a.set('/ru', page('_N_T_/ru', { rscData, segmentData }), hour);
    const value = (await b.get('/ru'))!.value as {
      rscData: Buffer;
      segmentData: Map<string, Buffer>;
    };
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.equals(rscData)).toBe(true);
    expect(value.segmentData).toBeInstanceOf(Map);
    expect([...value.segmentData.keys()]).toEqual(['/_tree', '/_full']);
    expect(value.segmentData.get('/_tree')!.equals(segmentData.get('/_tree')!)).toBe(true);
    expect(value.segmentData.get('/_full')!.toString()).toBe('segment');
    expect((value as unknown as { html: string }).html).toContain('Статья');

    const route = {
      kind: 'APP_ROUTE',
      status: 200,
      body: binary(),
      headers: { 'content-type': 'application/octet-stream', 'x-next-cache-tags': 'sitemap' },
    };
    await a.set('/sitemap.xml', route, hour);
    const stored = (await b.get('/sitemap.xml'))!.value as { body: Buffer };
    expect(Buffer.isBuffer(stored.body)).toBe(true);
    expect(stored.body.equals(route.body)).toBe(true);
    // A route's tags come from its header: expiring one expires the route.
    await sleep(2);
    await a.expire(['sitemap']);
    expect(await b.get('/sitemap.xml')).toBeNull();
  });

  it('expires each entry in Redis with its lifetime, bounded, and hands Next its cache control', async () => {
    const ttl = (key: string) => a.client.pTTL(`${prefix}entry:${key}`);
    await a.set('/hour', page('x'), hour);
    await a.set('/day', page('x'), { cacheControl: { revalidate: 86400, expire: YEAR } });
    await a.set('/short-expire', page('x'), { cacheControl: { revalidate: 3600, expire: 600 } });
    await a.set('/forever', page('x'), { cacheControl: { revalidate: false, expire: YEAR } });
    await a.set('/data', { kind: 'FETCH', data: {}, revalidate: 60 }, { fetchCache: true });
    const within = (ms: number, seconds: number) => {
      expect(ms).toBeLessThanOrEqual(seconds * 1000);
      expect(ms).toBeGreaterThan(seconds * 1000 - 5_000);
    };
    within(await ttl('/hour'), 5400);
    within(await ttl('/day'), 129600);
    within(await ttl('/short-expire'), 600);
    within(await ttl('/forever'), MAX_LIFETIME_SECONDS);
    within(await ttl('/data'), 90);
    // Counted from the start of the render.
    await a.set('/slow', page('x'), hour, Date.now() - 60_000);
    within(await ttl('/slow'), 5400 - 60);
    expect((await b.get('/day'))!.cacheControl).toEqual({ revalidate: 86400, expire: YEAR });
  });

  it('stores no entry larger than the limit, and forgets what the key held', async () => {
    await a.set('/big', page('x'), hour);
    const big = page('x', { html: 'x'.repeat(MAX_ENTRY_BYTES + 1) });
    await a.set('/big', big, hour);
    expect(await b.get('/big')).toBeNull();
    expect(await a.client.exists(`${prefix}entry:/big`)).toBe(0);
  });

  it('removes an entry for every instance', async () => {
    await a.set('/renamed', page('articles'), hour);
    await b.remove('/renamed');
    expect(await a.get('/renamed')).toBeNull();
  });

  it('renders rather than waits when Redis stops answering', async () => {
    await a.set('/newsroom', page('articles'), hour);
    await b.client.sendCommand(['CLIENT', 'PAUSE', '3000', 'ALL']);
    const started = Date.now();
    expect(await a.get('/newsroom')).toBeNull();
    await a.set('/policy', page('_N_T_/policy'), hour);
    expect(Date.now() - started).toBeLessThan(2 * 1_500 + 500);
    await b.client.sendCommand(['CLIENT', 'UNPAUSE']);
  }, 15_000);

  it('without Redis, fails at once, keeps pages locally for 5 s and accepts writes', async () => {
    const port = await closedPort();
    const away = createSharedCache(`redis://127.0.0.1:${port}`, prefix);
    opened.push(away);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await sleep(50);
      expect(away.client.isReady).toBe(false);
      const started = Date.now();
      await expect(away.expire(['articles'])).rejects.toThrow();
      expect(await away.get('/newsroom')).toBeNull();
      await away.set('/newsroom', page('articles'), hour);
      expect(Date.now() - started).toBeLessThan(200);
      const entry = (await away.get('/newsroom'))!;
      expect(entry.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
      // A write on this instance expires what it keeps.
      await away.revalidateTag(['landing']);
      expect(await away.get('/newsroom')).toBeNull();
      // And what it keeps lasts 5 s only.
      await away.set('/policy', page('_N_T_/policy'), hour);
      expect(await away.get('/policy')).not.toBeNull();
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + OUTAGE_LOCAL_TTL_MS + 1);
      try {
        expect(await away.get('/policy')).toBeNull();
      } finally {
        clock.mockRestore();
      }
      await away.remove('/policy');
      expect(await away.get('/policy')).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });

  it('when Redis comes back, expires what was made from stored content before', async () => {
    const server = await startDurableRedis();
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const cache = createSharedCache(server.url, prefix);
      opened.push(cache);
      await ready(cache);
      await cache.set('/newsroom', page('articles'), hour);
      await cache.set('/', page('landing,_N_T_/layout'), hour);
      await cache.set('/policy', page('_N_T_/policy'), hour);
      await sleep(5);

      await server.stop();
      await until(() => !cache.client.isReady);
      // Meanwhile this instance renders and keeps pages for itself.
      await cache.set('/newsroom/tag/nextjs', page('articles'), hour);
      expect(await cache.get('/newsroom/tag/nextjs')).not.toBeNull();
      expect(await cache.get('/policy')).toBeNull();

      await server.start();
      await until(
        async () =>
          cache.client.isReady && (await cache.client.exists(`${prefix}tag:landing`)) === 1,
      );
      // What Redis kept from before is back, but what was made from stored content is not served.
      expect(await cache.client.exists(`${prefix}entry:/newsroom`)).toBe(1);
      expect(await cache.get('/newsroom')).toBeNull();
      expect(await cache.get('/')).toBeNull();
      expect(await cache.get('/policy')).not.toBeNull();
      // Nor what this instance kept during the outage.
      expect(await cache.get('/newsroom/tag/nextjs')).toBeNull();
    } finally {
      info.mockRestore();
      warn.mockRestore();
      await Promise.all(opened.splice(0).map(quit));
      await server.stop();
      server.remove();
    }
  }, 30_000);
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => boolean | Promise<boolean>, limitMs = 15_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${limitMs} ms`);
    await sleep(25);
  }
}

/** A Redis server of the test's own that keeps its data across a crash (append-only file). */
async function startDurableRedis() {
  return startRedisServer(await closedPort(), { durable: true });
}

/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import CacheHandler from './handler.mjs';
import { sharedCacheFor, type SharedCacheConnection } from './redis-storage.mjs';
import { rendersEnded } from './renders.mjs';
import { PROVIDER_OUTAGE_TAG } from './tags.mjs';

const SCRIPT = 'self.__next_f.push([1,"hello"])';
const page = (
  status: number,
  tags = 'articles',
  html = `<!DOCTYPE html><html><head><script>${SCRIPT}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></head><body></body></html>`,
) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
  segmentData: undefined,
});

describe('the page cache', () => {
  let dir: string;
  let cache: CacheHandler;
  const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
    cache = new CacheHandler(options());
  });
  const options = () => ({
    fs: { ...fs.promises, existsSync: fs.existsSync, readFile: fs.promises.readFile },
    flushToDisk: true,
    serverDistDir: path.join(dir, 'server'),
    revalidatedTags: [],
    maxMemoryCacheSize: 8 * 1024 * 1024,
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const key = (name: string) =>
    `/route-cache/app-page/${'0'.repeat(64)}/$/${name}-${Math.random()}`;

  it('keeps pages in memory only, with their scripts hashed into a policy', async () => {
    const k = key('article');
    await cache.set(k, page(200), { ...context, cacheControl: { revalidate: 3600 } });
    const entry = (await cache.get(k, context))!;
    expect(entry.value.status).toBe(200);
    const policy = entry.value.headers['content-security-policy'] as string;
    expect(policy).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; script-src-attr 'none'$/);
    expect(policy.match(/sha256-/g)).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('sends a 404 but never stores it, and forgets what the address held before', async () => {
    const k = key('deleted');
    await cache.set(k, page(200), { ...context, cacheControl: { revalidate: 3600 } });
    const gone = page(404);
    await cache.set(k, gone, { ...context, cacheControl: { revalidate: 3600 } });
    expect(gone.headers).toMatchObject({ 'cache-control': 'public, max-age=0, s-maxage=60' });
    expect(await cache.get(k, context)).toBeNull();
  });

  it('stores only what answers 200: a 204, a redirect or a 405 is sent, never kept', async () => {
    const stored = { ...context, cacheControl: { revalidate: 3600 } };
    // What Next's automatic OPTIONS answer of a cached route handler looks like.
    const options = key('sitemap');
    await cache.set(
      options,
      { kind: 'APP_ROUTE', status: 204, body: Buffer.alloc(0), headers: { allow: 'GET, HEAD' } },
      stored,
    );
    expect(await cache.get(options, { kind: 'APP_ROUTE' })).toBeNull();
    // Page 1 of a tag someone made up redirects to the tag, which does not exist either.
    const madeUp = key('tag-page-1');
    await cache.set(madeUp, page(308), stored);
    expect(await cache.get(madeUp, context)).toBeNull();
    // An article renamed: its old address now redirects, and must not serve the old page.
    const renamed = key('renamed');
    await cache.set(renamed, page(200), stored);
    await cache.set(renamed, page(308), stored);
    expect(await cache.get(renamed, context)).toBeNull();
    for (const status of [201, 301, 405]) {
      const k = key(`status-${status}`);
      await cache.set(k, { ...page(status), kind: 'APP_ROUTE', body: Buffer.from('x') }, stored);
      expect(await cache.get(k, { kind: 'APP_ROUTE' })).toBeNull();
    }
  });

  it('bounds its memory by what entries really take, headers and all', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const used = () => {
      gc();
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const stored = { kind: 'APP_ROUTE', cacheControl: { revalidate: 3600 } };
    const before = used();
    // 40,000 answers with an empty body, as 40,000 made-up addresses could leave: Next's own
    // count took each for its key and body alone (under 100 bytes) and kept every one.
    for (let i = 0; i < 40_000; i++) {
      const k = `/sitemap/${i.toString(36)}-${Math.random().toString(36).slice(2)}`;
      const tags = [
        '/layout',
        '/sitemap/layout',
        '/sitemap/[part]/layout',
        '/sitemap/[part]/route',
        k,
      ];
      await cache.set(
        k,
        {
          kind: 'APP_ROUTE',
          status: 200,
          body: Buffer.alloc(0),
          headers: {
            'content-type': 'application/xml',
            'x-next-cache-tags': tags.map((tag) => `_N_T_${tag}`).join(','),
          },
        },
        stored,
      );
    }
    const grown = used() - before;
    // The bound is 8 MB (options()); what is kept may not take more.
    expect(grown).toBeLessThan(10 * 1024 * 1024);
  });

  it('turns a page rendered during a provider outage into an uncached 503', async () => {
    const k = key('outage');
    const outage = page(200, `articles,${PROVIDER_OUTAGE_TAG}`);
    await cache.set(k, outage, { ...context, cacheControl: { revalidate: 3600 } });
    expect(outage.status).toBe(503);
    expect(outage.headers).toMatchObject({ 'retry-after': '30', 'cache-control': 'no-store' });
    expect(await cache.get(k, context)).toBeNull();
  });

  it('throws away a render that read the data before a change it finished after', async () => {
    const k = key('race');
    expect(await cache.get(k, context)).toBeNull(); // a render starts
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(['articles'], { expire: 0 }); // an article changes meanwhile
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.set(k, page(200), { ...context, cacheControl: { revalidate: 3600 } });
    // Its time is its start, before the change: the next reader renders it again.
    expect(await cache.get(k, context)).toBeNull();
  });

  it('counts the render of a page whose entry a change expired as under way until it is stored', async () => {
    // The misses of the tests above were never followed by a render: forget them.
    (globalThis as Record<symbol, Map<string, number> | undefined>)[
      Symbol.for('lumen.cache.rendersUnderWay')
    ]?.clear();
    const k = key('under-way');
    await cache.set(k, page(200, 'landing'), { ...context, cacheControl: { revalidate: 3600 } });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.revalidateTag(['landing'], { expire: 0 }); // a card changes
    expect(await cache.get(k, context)).toBeNull(); // its page is rendered again
    const changedAt = Date.now();
    let ended = 0;
    setTimeout(() => {
      ended = Date.now();
      void cache.set(k, page(200, 'landing'), { ...context, cacheControl: { revalidate: 3600 } });
    }, 60);
    await rendersEnded(changedAt, 3_000);
    expect(ended).toBeGreaterThan(0);
    // A hit is no render: nothing to wait for.
    expect(await cache.get(k, context)).not.toBeNull();
    const started = Date.now();
    await rendersEnded(Date.now(), 3_000);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('never waits for an address that was never cached (it may never store anything)', async () => {
    (globalThis as Record<symbol, Map<string, number> | undefined>)[
      Symbol.for('lumen.cache.rendersUnderWay')
    ]?.clear();
    expect(await cache.get(key('unknown'), context)).toBeNull();
    const started = Date.now();
    await rendersEnded(Date.now(), 3_000);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('expires what a build rendered from stored content (articles, landing cards) at start', async () => {
    const landing = key('landing');
    const policy = key('policy');
    const stored = { ...context, cacheControl: { revalidate: 3600 } };
    await cache.set(landing, page(200, 'landing'), stored);
    await cache.set(policy, page(200, '_N_T_/policy'), stored);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Another process starts (the flag lives on globalThis, once per process).
    delete (globalThis as { __articlesExpiredAtStart?: boolean }).__articlesExpiredAtStart;
    new CacheHandler(options());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get(landing, context)).toBeNull();
    expect(await cache.get(policy, context)).not.toBeNull();
  });

  it('keeps optimised images in memory, never on disk', async () => {
    const k = `image-${Math.random()}`;
    const image = {
      kind: 'IMAGE',
      etag: 'e',
      buffer: Buffer.from('webp bytes'),
      extension: 'webp',
    };
    await cache.set(k, image, { cacheControl: { revalidate: 60 } });
    const entry = (await cache.get(k, { kind: 'IMAGE' }))!;
    expect(entry.value).toMatchObject({ kind: 'IMAGE', extension: 'webp', revalidate: 60 });
    expect((entry.value as unknown as { buffer: Buffer }).buffer.toString()).toBe('webp bytes');
    expect(await cache.get('no-such-image', { kind: 'IMAGE' })).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.REQUIRE_TEST_SERVICES) {
  throw new Error('TEST_REDIS_URL is not set: start the services (scripts/services.sh start)');
}

(redisUrl ? describe : describe.skip)('the page cache shared in Redis', () => {
  let dir: string;
  let buildId: string;
  let cache: CacheHandler;
  const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
  const stored = { ...context, cacheControl: { revalidate: 3600, expire: 31536000 } };
  const state = globalThis as { __sharedCache?: SharedCacheConnection };
  const shared = () => sharedCacheFor(redisUrl!);
  const key = (name: string) =>
    `/route-cache/app-page/${'0'.repeat(64)}/$/${name}-${Math.random()}`;
  /** What Redis holds for this build that names `cacheKey`. */
  const held = async (cacheKey: string) =>
    (await shared().client.keys(`lumen:${buildId}:*`)).filter((name) => name.endsWith(cacheKey));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-redis-'));
    buildId = `build-${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
    process.env.REDIS_URL = redisUrl;
    delete state.__sharedCache;
    cache = new CacheHandler({
      serverDistDir: path.join(dir, 'server'),
      revalidatedTags: [],
      maxMemoryCacheSize: 8 * 1024 * 1024,
    });
    // The connection opens with the first use, once the build's id is known.
    await cache.get(key('warm-up'), context);
    await new Promise<void>((resolve) =>
      shared().client.isReady ? resolve() : shared().client.once('ready', () => resolve()),
    );
  });
  afterAll(async () => {
    await shared().client.close();
    delete state.__sharedCache;
    delete process.env.REDIS_URL;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores a 200 under the build's keys, hashed into a policy, and forgets it on a 404", async () => {
    const k = key('article');
    await cache.set(k, page(200), stored);
    expect(await held(k)).toHaveLength(1);
    const entry = (await cache.get(k, context))!;
    expect(entry.value.headers['content-security-policy']).toMatch(/^script-src 'self' 'sha256-/);
    expect((entry.value as unknown as { rscData: Buffer }).rscData.toString()).toBe('rsc');
    await cache.set(k, page(404), stored);
    expect(await cache.get(k, context)).toBeNull();
    expect(await held(k)).toEqual([]);
  });

  it('never stores a page rendered during a provider outage', async () => {
    const k = key('outage');
    const outage = page(200, `articles,${PROVIDER_OUTAGE_TAG}`);
    await cache.set(k, outage, stored);
    expect(outage.status).toBe(503);
    expect(await held(k)).toEqual([]);
  });

  it('throws away a render that read the data before a change made through another instance', async () => {
    const k = key('race');
    expect(await cache.get(k, context)).toBeNull(); // a render starts
    await new Promise((resolve) => setTimeout(resolve, 5));
    await shared().expire(['articles']); // what lib/cache/shared.ts does for a write
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.set(k, page(200), stored);
    expect(await cache.get(k, context)).toBeNull();
    // A render after the change is served.
    expect(await cache.get(k, context)).toBeNull();
    await cache.set(k, page(200), stored);
    expect(await cache.get(k, context)).not.toBeNull();
    // And a change expires it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(['articles'], { expire: 0 });
    expect(await cache.get(k, context)).toBeNull();
  });
});

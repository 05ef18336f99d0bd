// Next's cache handler (next.config.ts `cacheHandler`): a guard around the storage, which is
// this process's memory, or Redis shared by all instances when REDIS_URL is set
// (lib/cache/storage.mjs). The guard makes sure that
//
// - the cache holds only what exists: a page or route that answers anything but 200 (a 404 for
//   an unknown slug, tag or page number, a redirect from a made-up tag's page 1) is sent but
//   never stored, so no URL an outsider makes up costs disk or memory, and nothing is ever
//   written to the application folder (hosting platforms have none);
// - the memory it uses is bounded (`cacheMaxMemorySize`, least recently used entries go first),
//   counting what each entry really takes (lib/cache/memory-storage.mjs);
// - a page rendered while the article provider was down (it carries PROVIDER_OUTAGE_TAG) is
//   sent as 503 with Retry-After and `Cache-Control: no-store`, and never stored, so the first
//   request after the provider recovers renders it afresh;
// - every HTML document it keeps paints without waiting for its stylesheets: the rules its
//   markup uses are put in it, the links moved to its end (lib/cache/document-styles.mjs); and
//   every one it serves carries the hashes of its inline scripts as a Content-Security-Policy
//   header (lib/security/csp.mjs); both once per cached entry;
// - nothing made from articles or the landing page's cards before this process started is
//   trusted: the build renders such pages without touching the store (lib/articles/index.ts,
//   lib/landing/index.ts), and they are expired at start-up, so the first request renders them
//   from the store or provider of this deployment.
import path from 'node:path';
import { documentScriptPolicy } from '../security/document-scripts.mjs';
import { inlineDocumentStyles } from './document-styles.mjs';
import { getImage, setImage } from './image-cache.mjs';
import { renderBegan, renderEnded } from './renders.mjs';
import { createStorage } from './storage.mjs';
import { EXPIRED_AT_START, OUTAGE_RETRY_AFTER_SECONDS, PROVIDER_OUTAGE_TAG } from './tags.mjs';

const CSP_HEADER = 'content-security-policy';
// The earliest lookup of each key in the last minute: when a render of it may have started.
// Bounded in count, and a record older than any render takes is ignored.
const renderStarts = new Map();
const RENDER_STARTS_LIMIT = 10_000;
const RENDER_WINDOW_MS = 60_000;
const TAGS_HEADER = 'x-next-cache-tags';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** @param {any} value */
function isDocument(value) {
  return (
    (value?.kind === 'APP_PAGE' || value?.kind === 'PAGES') &&
    typeof value.html === 'string' &&
    /^\s*<!DOCTYPE html/i.test(value.html)
  );
}

/** @param {any} value */
function tagsOf(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * Makes a document ready to serve, once per entry: a page's styles in it (not an error page's:
 * those are sent, never kept), then its script policy in its headers.
 * @param {any} value
 * @param {string} [distDir] the build's folder, where the stylesheets are; none: styles left
 */
export async function prepareDocument(value, distDir) {
  if (!isDocument(value) || value.headers?.[CSP_HEADER]) return;
  if (distDir && (value.status ?? 200) === 200) {
    value.html = await inlineDocumentStyles(value.html, distDir);
  }
  value.headers = {
    ...value.headers,
    [CSP_HEADER]: documentScriptPolicy(value.html, {
      gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
    }),
  };
}

const processState = /** @type {{ __articlesExpiredAtStart?: boolean }} */ (globalThis);
/** Where the application finds this process's tag expiry (lib/cache/shared.ts, expireTagsNow). */
const EXPIRE_TAGS = Symbol.for('lumen.cache.expireTags');

export default class CacheHandler {
  /** @param {any} context */
  constructor(context) {
    this.inner = createStorage(context);
    /** @type {string | undefined} */
    this.distDir =
      typeof context?.serverDistDir === 'string' ? path.dirname(context.serverDistDir) : undefined;
    // Next's revalidateTag works only inside a request; the background sweep (scheduled
    // articles) expires tags through this. Any instance will do: the storage's state is the
    // process's (memory) or Redis.
    /** @type {any} */ (globalThis)[EXPIRE_TAGS] ??= (/** @type {string[]} */ tags) =>
      this.inner.revalidateTag(tags, { expire: 0 });
    if (this.inner.expireAtStart && !processState.__articlesExpiredAtStart) {
      processState.__articlesExpiredAtStart = true;
      // Build-time renders (article placeholders, the landing page's seed) go stale now.
      void this.inner.revalidateTag(EXPIRED_AT_START, { expire: 0 });
    }
  }

  /**
   * @param {string} key
   * @param {any} context
   */
  async get(key, context) {
    if (context?.kind === 'IMAGE') return getImage(key);
    const entry = await this.inner.get(key, context);
    if (entry?.value) await prepareDocument(entry.value, this.distDir);
    const now = Date.now();
    // A page that was cached and is rendered again since a change: a write waits for this
    // render, whose result Next would hand to readers arriving meanwhile (lib/cache/renders.mjs).
    // A page never cached before is not waited for: an unknown or uncacheable address never
    // stores anything and so never ends its render here.
    if (!entry && this.inner.isOutdated(key)) renderBegan(key, now);
    if (!(now - (renderStarts.get(key) ?? 0) < RENDER_WINDOW_MS)) {
      renderStarts.delete(key);
      renderStarts.set(key, now);
      if (renderStarts.size > RENDER_STARTS_LIMIT) {
        renderStarts.delete(renderStarts.keys().next().value);
      }
    }
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} context
   */
  async set(key, data, context) {
    if (data?.kind === 'IMAGE') return setImage(key, data, context);
    const lookedUp = renderStarts.get(key);
    const started = Date.now() - (lookedUp ?? 0) < RENDER_WINDOW_MS ? lookedUp : undefined;
    renderStarts.delete(key);
    renderEnded(key);
    if (data?.kind === 'FETCH' && context?.tags?.includes(PROVIDER_OUTAGE_TAG)) return;
    if (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES' || data?.kind === 'APP_ROUTE') {
      await prepareDocument(data, this.distDir);
      // The entry object is the one Next is about to send: changes reach this response too.
      if (tagsOf(data).includes(PROVIDER_OUTAGE_TAG)) {
        data.status = 503;
        data.headers = {
          ...data.headers,
          'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS),
          'cache-control': 'no-store',
        };
        return;
      }
      if (typeof data.status === 'number' && data.status !== 200) {
        if (data.status >= 400) {
          data.headers = {
            ...data.headers,
            'cache-control': data.status >= 500 ? 'no-store' : NOT_FOUND_CACHE_CONTROL,
          };
        }
        // What was there before (an article since deleted or renamed) must not be served
        // stale either.
        await this.inner.remove(key);
        return;
      }
    }
    // An entry is as old as the lookup that started its render, not as the moment it is
    // stored: when an article changes while a page that read it is still rendering, the tag
    // expiry falls after the entry's time and the stale result is thrown away on the next
    // request, instead of being served as fresh until the next change.
    await this.inner.set(key, data, context, { startedAt: started });
  }

  /**
   * @param {string | string[]} tags
   * @param {any} [durations]
   */
  revalidateTag(tags, durations) {
    return this.inner.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}

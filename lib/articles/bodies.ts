import { config } from '@/lib/env';
import { callsOf, type ThreadCalls } from '@/lib/server/thread-calls';
import type { BodyFacts, RenderedBody, StoredArticleBody } from './body';
import { BODY_METHODS } from './body-methods';
import type { SanitizeOptions } from './sanitize';

/**
 * Articles' bodies, worked on off the thread that answers pages: what staff send sanitised and
 * read for the search index, a stored body read again, a body rendered for its page. Once the
 * server has started (lib/server/startup.ts, body-thread.ts) they go to a thread of their own
 * (body-worker.ts), one at a time: a half-megabyte body takes about 70 ms there
 * (docs/PERFORMANCE.md), and every page meanwhile is answered as if there were none. Elsewhere (tests, scripts) they run in line.
 */

/** A body's work at most: far past the slowest the size limit allows (docs/PERFORMANCE.md). */
export const BODY_TIMEOUT_MS = 20_000;
/** Bodies waiting at most; beyond, a write is refused for a moment (503). */
export const BODIES_WAITING = 64;
export type BodyMethods = typeof BODY_METHODS;
/** The thread, once started: route handlers and the start-up may be bundled apart. */
export const bodyThreadHolder = globalThis as { __bodyThread?: ThreadCalls<BodyMethods> };

const call = () => callsOf(bodyThreadHolder.__bodyThread, BODY_METHODS);

export const articleBodies = {
  /** A body staff sent, as it is stored, with its facts. */
  store(
    html: string,
    options: Omit<SanitizeOptions, 'videoTitle'> = {},
  ): Promise<StoredArticleBody> {
    // The site's and the provider's addresses as this thread knows them.
    const { siteUrl, providerUrl } = config();
    return call()('store', html, { site: siteUrl.origin, provider: providerUrl ?? '', ...options });
  },
  /** The facts of a body already stored. */
  facts(html: string): Promise<BodyFacts> {
    return call()('facts', html);
  },
  /** A body as its page shows it. */
  render(html: string, options: SanitizeOptions = {}): Promise<RenderedBody> {
    const { siteUrl, providerUrl } = config();
    return call()('render', html, { site: siteUrl.origin, provider: providerUrl, ...options });
  },
};

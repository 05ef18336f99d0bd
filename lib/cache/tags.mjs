// Cache tags the cache handler acts on itself, shared with the code that sets them.

/** Everything made from articles carries this tag (lib/articles/tags.ts). */
export const ARTICLES_TAG = 'articles';

/** The landing page's portfolio and reviews (lib/landing). */
export const LANDING_TAG = 'landing';

/** Cache tag a page carries when it was rendered while the article provider was down. */
export const PROVIDER_OUTAGE_TAG = 'provider-outage';

/** Seconds a client should wait before asking again for a page the outage kept from rendering. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/**
 * Next's implicit tag of the root layout, which every page and route carries (what
 * `revalidatePath('/', 'layout')` expires).
 */
export const EVERY_PAGE_TAG = '_N_T_/layout';

/** Everything made from the store's content: the articles and the landing page's cards. */
export const STORED_CONTENT_TAGS = [ARTICLES_TAG, LANDING_TAG];

/**
 * What a build renders without this deployment's data, expired when a process starts so that
 * the first request renders it afresh: pages made from the store (placeholders, or the landing
 * page's seed), and every page, since each carries the site's address, which a build made
 * without NEXT_PUBLIC_SITE_URL learns only at start (lib/env.ts, `siteAddress`).
 */
export const EXPIRED_AT_START = [...STORED_CONTENT_TAGS, EVERY_PAGE_TAG];

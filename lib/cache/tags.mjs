// Cache tags the cache handler acts on itself, shared with the code that sets them.

/** Everything made from articles carries this tag (lib/articles/tags.ts). */
export const ARTICLES_TAG = 'articles';

/** Cache tag a page carries when it was rendered while the article provider was down. */
export const PROVIDER_OUTAGE_TAG = 'provider-outage';

/** Seconds a client should wait before asking again for a page the outage kept from rendering. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

// Shared by the pages that meet a provider outage and the cache handler that answers it.

/** Cache tag a page carries when it was rendered while the article provider was down. */
export const PROVIDER_OUTAGE_TAG = 'provider-outage';

/** Seconds a client should wait before asking again for a page the outage kept from rendering. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

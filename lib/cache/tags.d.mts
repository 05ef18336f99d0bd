export const ARTICLES_TAG: 'articles';
export const LANDING_TAG: 'landing';
export const PROVIDER_OUTAGE_TAG: string;
export const OUTAGE_RETRY_AFTER_SECONDS: number;
export const EVERY_PAGE_TAG: string;
export const STORED_CONTENT_TAGS: string[];
export const EXPIRED_AT_START: string[];

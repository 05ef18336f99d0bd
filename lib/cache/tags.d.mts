export const ARTICLES_TAG: 'articles';
export const PROVIDER_OUTAGE_TAG: string;
export const OUTAGE_RETRY_AFTER_SECONDS: number;

// Read by name so that server code sees the deployment's value at run time, while the
// browser (the CRM) keeps the value inlined at build time. Set it for both.
const API_URL_VARIABLE = 'NEXT_PUBLIC_API_URL';

/** The external provider's base URL, when the site is pointed at one. */
export function externalApiUrl(): string | undefined {
  const value =
    typeof window === 'undefined' ? process.env[API_URL_VARIABLE] : process.env.NEXT_PUBLIC_API_URL;
  return value?.trim().replace(/\/+$/, '') || undefined;
}

/** {api}: the external provider, or this site's own embedded one. */
export function apiBase(): string {
  return externalApiUrl() ?? '/api';
}

/** Where a banner lives: {api}/{banner.path}; undefined when the article has none. */
export function bannerUrl(path: string): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiBase()}/${path.replace(/^\/+/, '')}`;
}

export const ARTICLES_PER_PAGE = 12;
export const OTHER_ARTICLES = 4;

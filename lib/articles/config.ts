/**
 * {api}: the external provider when the site is pointed at one, otherwise this site's own
 * embedded provider. Server code passes `config().providerUrl` (lib/env.ts), browser code
 * `publicConfig.providerUrl` (lib/env.public.ts).
 */
export function apiBase(providerUrl: string | undefined): string {
  return providerUrl ?? '/api';
}

/** Where a banner lives: {api}/{banner.path}; undefined when the article has none. */
export function bannerUrl(path: string, providerUrl: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  return `${apiBase(providerUrl)}/${path.replace(/^\/+/, '')}`;
}

export const ARTICLES_PER_PAGE = 12;
export const OTHER_ARTICLES = 4;

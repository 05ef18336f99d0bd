import { storeSource } from '../store-source';
import type { ArticleLanguage } from '../language';
import type { ArticleListItem } from '../schemas';
import { searchExcerpt } from './excerpt';
import { readQuery } from './terms';

/** Most results one search call answers (`limit`), and how far into them it reaches. */
export const PROVIDER_SEARCH_MAX_LIMIT = 50;
export const PROVIDER_SEARCH_MAX_OFFSET = 10_000;

/** A result of the search call: the article's list item and a passage of its text. */
export type ProviderSearchHit = ArticleListItem & { excerpt: string };

export type ProviderSearchAnswer =
  | { ok: true; data: ProviderSearchHit[]; total: number }
  | { ok: false; code: 'searchQueryTooLong' };

/**
 * The embedded provider's search call (`GET {api}/articles?language=…&q=…`, docs/CONTRACT.md):
 * the published articles of one language whose title, text, hashtags or author hold every word
 * of `query` in any of its forms, best first, each with a plain passage of its text around the
 * first match, for a site that reads this provider from elsewhere.
 */
export async function providerSearch(
  language: ArticleLanguage,
  query: string,
  limit: number,
  offset: number,
): Promise<ProviderSearchAnswer> {
  const reading = readQuery(query);
  if (reading.kind === 'too-long') return { ok: false, code: 'searchQueryTooLong' };
  if (reading.kind === 'empty') return { ok: true, data: [], total: 0 };
  const { items, total } = await storeSource.search!({
    language,
    query,
    terms: reading.terms,
    limit,
    offset,
  });
  return {
    ok: true,
    data: items.map(({ article, text }) => ({
      ...article,
      excerpt: searchExcerpt(text, reading.terms)
        .map((segment) => segment.text)
        .join(''),
    })),
    total,
  };
}

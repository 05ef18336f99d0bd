import { getStore } from '@/lib/db/database';
import { searchIndex } from '../search-store';
import { readQuery } from './terms';

/** Most articles a staff search names: the CRM shows its list a page at a time. */
const STAFF_SEARCH_LIMIT = 500;

/**
 * The articles of any status and either language whose title, text, hashtags or author hold
 * every word of `query` in any of its forms, best first: what the CRM's list and its command
 * palette find beyond the titles they hold. Empty for a query with nothing to search for.
 */
export async function staffArticleSearch(query: string, limit = STAFF_SEARCH_LIMIT) {
  const reading = readQuery(query);
  if (reading.kind !== 'terms') return [];
  const { hits } = await searchIndex(await getStore(), {
    ...reading.terms,
    published: false,
    limit,
    offset: 0,
  });
  return hits.map((hit) => hit.id);
}

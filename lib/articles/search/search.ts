import { articleSource, getArticlePage, getLanguageArticles } from '../index';
import type { ArticleLanguage } from '../language';
import type { ArticleListItem } from '../schemas';
import { highlight, searchExcerpt, type Segment } from './excerpt';
import { searchList } from './list-search';
import { MAX_QUERY_LENGTH, readQuery } from './terms';

export { searchList };

/** Results per page of a search. */
export const SEARCH_PER_PAGE = 10;
/** Newest articles offered when a search finds nothing. */
const NEWEST_OFFERED = 3;

export interface SearchResult {
  article: ArticleListItem;
  title: Segment[];
  excerpt: Segment[];
}

export type NewsroomSearch =
  /** Nothing to search for: no query, or only stop words and signs. */
  | { kind: 'blank' }
  | { kind: 'too-long'; max: number }
  | {
      kind: 'found';
      results: SearchResult[];
      total: number;
      page: number;
      pages: number;
      /** Only titles, hashtags and authors were searched: the provider searches no text. */
      titlesOnly: boolean;
    }
  | { kind: 'nothing'; newest: ArticleListItem[]; titlesOnly: boolean }
  /** A page number past the last page of results. */
  | { kind: 'no-page'; page: number };

/**
 * Searches the published articles of one language: every word of the query (in any of its
 * forms) in the title, text, hashtags or author; best first, a page at a time, each result with
 * its title and a passage of its text, the matching words marked. Never cached: every query is
 * different, and none may cost the page cache an entry.
 */
export async function searchNewsroom(
  language: ArticleLanguage,
  query: string,
  page = 1,
): Promise<NewsroomSearch> {
  const reading = readQuery(query);
  if (reading.kind === 'empty') return { kind: 'blank' };
  if (reading.kind === 'too-long') return { kind: 'too-long', max: MAX_QUERY_LENGTH };
  const { terms } = reading;
  const request = {
    language,
    query,
    terms,
    limit: SEARCH_PER_PAGE,
    offset: (page - 1) * SEARCH_PER_PAGE,
  };
  const source = articleSource();
  const { items, total, scope } = source.search
    ? await source.search(request)
    : await searchList(await getLanguageArticles(language), request);
  if (total === 0) {
    const newest = (await getArticlePage(language, 1))?.items.slice(0, NEWEST_OFFERED) ?? [];
    return { kind: 'nothing', newest, titlesOnly: scope === 'titles' };
  }
  if (items.length === 0) return { kind: 'no-page', page };
  return {
    kind: 'found',
    results: items.map(({ article, text, passage }) => ({
      article,
      title: highlight(article.title, terms),
      excerpt: passage ? highlight(text, terms) : searchExcerpt(text, terms),
    })),
    total,
    page,
    pages: Math.ceil(total / SEARCH_PER_PAGE),
    titlesOnly: scope === 'titles',
  };
}

import { articleSource, getArticlePage, getLanguageArticles } from '../index';
import type { ArticleLanguage } from '../language';
import type { ArticleListItem } from '../schemas';
import type { ArticleSearchPage, ArticleSearchQuery } from '../source';
import { highlight, searchExcerpt, type Segment } from './excerpt';
import { matches, MAX_QUERY_LENGTH, readQuery, words, type SearchTerms } from './terms';

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
  | { kind: 'found'; results: SearchResult[]; total: number; page: number; pages: number }
  | { kind: 'nothing'; newest: ArticleListItem[] }
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
    terms,
    limit: SEARCH_PER_PAGE,
    offset: (page - 1) * SEARCH_PER_PAGE,
  };
  const source = articleSource();
  const { items, total } = source.search
    ? await source.search(request)
    : await searchList(await getLanguageArticles(language), request);
  if (total === 0) {
    const newest = (await getArticlePage(language, 1))?.items.slice(0, NEWEST_OFFERED) ?? [];
    return { kind: 'nothing', newest };
  }
  if (items.length === 0) return { kind: 'no-page', page };
  return {
    kind: 'found',
    results: items.map(({ article, text }) => ({
      article,
      title: highlight(article.title, terms),
      excerpt: searchExcerpt(text, terms),
    })),
    total,
    page,
    pages: Math.ceil(total / SEARCH_PER_PAGE),
  };
}

/**
 * A search of a provider without an index of its own (an external {api}): its list of the
 * language's articles (cached, without texts), by title, hashtags and author.
 */
export function searchList(
  articles: ArticleListItem[],
  { terms, limit, offset }: ArticleSearchQuery,
): ArticleSearchPage {
  const found = articles
    .map((article) => ({ article, score: score(article, terms) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.article.date.localeCompare(a.article.date));
  return {
    items: found.slice(offset, offset + limit).map(({ article }) => ({ article, text: '' })),
    total: found.length,
  };
}

/** 0 unless every term is in the title, hashtags or author; more for each found in the title. */
function score(article: ArticleListItem, terms: SearchTerms): number {
  const inTitle = words(article.title).map(({ word }) => word);
  const inMeta = words(`${article.hashtags} ${article.author_name}`).map(({ word }) => word);
  let total = 0;
  for (const [index, stem] of terms.stems.entries()) {
    const one = {
      ...terms,
      stems: [stem],
      prefix: terms.prefix && index === terms.stems.length - 1,
    };
    if (inTitle.some((word) => matches(word, one))) total += 10;
    else if (inMeta.some((word) => matches(word, one))) total += 4;
    else return 0;
  }
  return total;
}

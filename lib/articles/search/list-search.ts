import type { ArticleListItem } from '../schemas';
import type { ArticleSearchPage, ArticleSearchQuery } from '../source';
import { matches, words, type SearchTerms } from './terms';

/**
 * A search of a provider without a search call of its own (an external {api} that knows only
 * the spec): its list of the language's articles (without texts), by title, hashtags and author.
 */
export function searchList(
  articles: ArticleListItem[],
  { terms, limit, offset }: Omit<ArticleSearchQuery, 'query'>,
): ArticleSearchPage {
  const found = articles
    .map((article) => ({ article, score: score(article, terms) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.article.date.localeCompare(a.article.date));
  return {
    items: found.slice(offset, offset + limit).map(({ article }) => ({ article, text: '' })),
    total: found.length,
    scope: 'titles',
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

import type { ArticleLanguage } from './language';
import type { Article, ArticleListItem } from './schemas';
import type { SearchTerms } from './search/terms';

export interface ArticlePageQuery {
  page: number;
  perPage: number;
  tag?: string;
  /** Only the articles in this language; absent: every language. */
  language?: ArticleLanguage;
}

export interface ArticlePage {
  items: ArticleListItem[];
  total: number;
}

export interface TagCount {
  tag: string;
  count: number;
}

export interface ArticleSearchQuery {
  language: ArticleLanguage;
  /** The query as the reader wrote it (for a provider that reads it itself). */
  query: string;
  terms: SearchTerms;
  limit: number;
  offset: number;
}

/** A page of search results, best first, each with the article's plain text for its excerpt. */
export interface ArticleSearchPage {
  /**
   * `text`: the article's plain text, or, `passage` set, the passage to show already cut (a
   * provider's search call answers one).
   */
  items: { article: ArticleListItem; text: string; passage?: boolean }[];
  total: number;
  /** `titles`: only titles, hashtags and authors were searched (a provider without the call). */
  scope?: 'titles';
}

/** Where articles come from: the embedded store or an external {api}; same answers either way. */
export interface ArticleSource {
  list(query?: { language?: ArticleLanguage }): Promise<ArticleListItem[]>;
  page(query: ArticlePageQuery): Promise<ArticlePage>;
  bySlug(slug: string): Promise<Article | null>;
  byId(id: number): Promise<Article | null>;
  others(
    excludeId: number,
    limit: number,
    query?: { language?: ArticleLanguage },
  ): Promise<ArticleListItem[]>;
  tags(limit: number, query?: { language?: ArticleLanguage }): Promise<TagCount[]>;
  /**
   * Published articles of one language containing every term, best first: a source with an
   * index of its own (the embedded store). Without one, the search reads the language's list.
   */
  search?(query: ArticleSearchQuery): Promise<ArticleSearchPage>;
  /** A banner's size in bytes and its type (a feed's enclosure), null when unknown. */
  imageFile(path: string): Promise<ImageFile | null>;
}

export interface ImageFile {
  bytes: number;
  type: string;
}

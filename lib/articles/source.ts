import type { ArticleLanguage } from './language';
import type { Article, ArticleListItem } from './schemas';

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
}

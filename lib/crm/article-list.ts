import type { ArticleListItem } from '@/lib/articles/schemas';
import type { ArticleStatus } from '@/lib/articles/status';

/**
 * The CRM list's search, order and pages, pure: the screen keeps every article the provider
 * listed and shows a page of them.
 */

export const ARTICLE_SORTS = ['newest', 'oldest', 'title', 'author', 'status'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** Rows a page of the list shows. */
export const LIST_PAGE_SIZE = 20;

/** Every word of the query is in the title, the author or the hashtags (any case). */
export function matchesQuery(article: ArticleListItem, query: string): boolean {
  const haystack = `${article.title} ${article.author_name} ${article.hashtags}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const STATUS_ORDER: Record<ArticleStatus, number> = { draft: 0, scheduled: 1, published: 2 };
const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
const time = (article: ArticleListItem) => Date.parse(article.date) || 0;
/** Newest first, then the higher id: the order of the provider's list. */
const newest = (a: ArticleListItem, b: ArticleListItem) => time(b) - time(a) || b.id - a.id;

/** The articles in the order asked for; ties newest first. A new array. */
export function sortArticles(articles: readonly ArticleListItem[], sort: ArticleSort) {
  const compare: Record<ArticleSort, (a: ArticleListItem, b: ArticleListItem) => number> = {
    newest,
    oldest: (a, b) => -newest(a, b),
    title: (a, b) => collator.compare(a.title, b.title) || newest(a, b),
    author: (a, b) => collator.compare(a.author_name, b.author_name) || newest(a, b),
    status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || newest(a, b),
  };
  return [...articles].sort(compare[sort]);
}

export interface ListPage<T> {
  items: T[];
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  /** 1-based numbers of the first and last item shown (0 and 0 for none). */
  from: number;
  to: number;
  total: number;
}

/** Page `page` of `items` (a page past the end shows the last one). */
export function pageOf<T>(items: readonly T[], page: number, size = LIST_PAGE_SIZE): ListPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pages,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
    total: items.length,
  };
}

import type { ArticleListItem } from './schemas';

/**
 * When an article last changed for its readers: its `updated_at` (the contract's version, an
 * ISO 8601 time) when that is a time after its publication date, else that date. A provider
 * that sends no `updated_at`, or one that is not a time, has its articles dated by publication.
 */
export function lastModified(article: Pick<ArticleListItem, 'date' | 'updated_at'>): string {
  const updated = article.updated_at ? Date.parse(article.updated_at) : NaN;
  if (Number.isNaN(updated) || updated <= Date.parse(article.date)) return article.date;
  return new Date(updated).toISOString();
}

/** The newest `lastModified` of the articles, or undefined for none. */
export function newestModified(
  articles: Pick<ArticleListItem, 'date' | 'updated_at'>[],
): string | undefined {
  let newest: string | undefined;
  for (const article of articles) {
    const modified = lastModified(article);
    if (newest === undefined || Date.parse(modified) > Date.parse(newest)) newest = modified;
  }
  return newest;
}

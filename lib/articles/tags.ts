import { ARTICLES_TAG } from '@/lib/cache/tags.mjs';

/** Cache tags of article data, in one place. */
export const TAGS = {
  /**
   * Everything made from articles: newsroom pages, articles, other articles, tags, the feed,
   * the sitemap. The cache handler expires it when a process starts (lib/cache/handler.mjs).
   */
  articles: ARTICLES_TAG,
  /** The lists of one language's articles: its newsroom pages, tags, feed, other articles. */
  language: (language: string) => `articles:${language}`,
  article: (slug: string) => `article:${slug}`,
  sitemap: 'sitemap',
} as const;

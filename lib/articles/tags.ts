/** Cache tags of article data, in one place. */
export const TAGS = {
  /** Everything that lists articles: newsroom pages, other articles, tags, feed. */
  articles: 'articles',
  article: (slug: string) => `article:${slug}`,
  sitemap: 'sitemap',
} as const;

import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { ARTICLES_PER_PAGE, externalApiUrl, OTHER_ARTICLES } from './config';
import { httpSource } from './http-source';
import type { Article, ArticleListItem } from './schemas';
import type { ArticlePage, ArticleSource, TagCount } from './source';
import { storeSource } from './store-source';
import { TAGS } from './tags';

export type { Article, ArticleListItem } from './schemas';
export { ProviderError } from './errors';

/** The embedded store unless NEXT_PUBLIC_API_URL points at an external provider. */
export function articleSource(): ArticleSource {
  const external = externalApiUrl();
  return external ? httpSource(external) : storeSource;
}

// Cached answers go stale after an hour at most; writes refresh them at once by tag.
const REVALIDATE_SECONDS = 3600;

// The last answer that worked, per query: served when the provider is down.
const lastGood = ((
  globalThis as { __lastGoodArticles?: Map<string, unknown> }
).__lastGoodArticles ??= new Map<string, unknown>());

function cached<R>(key: string[], tags: string[], load: () => Promise<R>): Promise<R> {
  const id = key.join('\u0000');
  return unstable_cache(
    async () => {
      try {
        const value = await load();
        lastGood.set(id, value);
        return value;
      } catch (error) {
        if (lastGood.has(id)) {
          console.warn(
            `article provider unavailable; serving the last good answer for ${key.join(' ')}`,
          );
          return lastGood.get(id) as R;
        }
        throw error;
      }
    },
    key,
    { tags, revalidate: REVALIDATE_SECONDS },
  )();
}

/** One newsroom page (1-based), optionally of one hashtag. */
export const getArticlePage = cache(
  (page: number, tag?: string): Promise<ArticlePage & { perPage: number }> =>
    cached(['articles-page', String(page), tag ?? ''], [TAGS.articles], async () => ({
      ...(await articleSource().page({ page, perPage: ARTICLES_PER_PAGE, tag })),
      perPage: ARTICLES_PER_PAGE,
    })),
);

/** One article by slug, or null; shared by the page and its metadata. */
export const getArticle = cache((slug: string): Promise<Article | null> =>
  cached(['article', slug], [TAGS.articles, TAGS.article(slug)], () =>
    articleSource().bySlug(slug),
  ),
);

export const getOtherArticles = cache((excludeId: number): Promise<ArticleListItem[]> =>
  cached(['other-articles', String(excludeId)], [TAGS.articles], () =>
    articleSource().others(excludeId, OTHER_ARTICLES),
  ),
);

export const getArticleTags = cache((): Promise<TagCount[]> =>
  cached(['article-tags'], [TAGS.articles], () => articleSource().tags(24)),
);

/** Every article (no bodies): sitemap and feed. */
export const getAllArticles = cache((): Promise<ArticleListItem[]> =>
  cached(['all-articles'], [TAGS.articles, TAGS.sitemap], () => articleSource().list()),
);

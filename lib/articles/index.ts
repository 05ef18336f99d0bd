import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { PROVIDER_OUTAGE_TAG } from '@/lib/cache/tags.mjs';
import { config } from '@/lib/env';
import { ARTICLES_PER_PAGE, OTHER_ARTICLES } from './config';
import { normalizeTag } from './hashtags';
import { httpSource } from './http-source';
import type { ArticleLanguage } from './language';
import { lastGood, rememberLastGood } from './last-good';
import type { Article, ArticleListItem } from './schemas';
import { isValidSlug } from './slug';
import type { ArticlePage, ArticleSource, ImageFile, TagCount } from './source';
import { storeSource } from './store-source';
import { TAGS } from './tags';

export type { Article, ArticleListItem } from './schemas';
export { ProviderError } from './errors';

/** What `next build` sees: no articles. The build must not open the store or call the provider. */
const buildTimeSource: ArticleSource = {
  list: async () => [],
  page: async () => ({ items: [], total: 0 }),
  bySlug: async () => null,
  byId: async () => null,
  others: async () => [],
  tags: async () => [],
  imageFile: async () => null,
};

/**
 * The embedded store unless NEXT_PUBLIC_API_URL points at an external provider. Pages built
 * from articles at build time (the feed, the sitemap) are placeholders that the cache handler
 * expires when the server starts (lib/cache/handler.mjs).
 */
export function articleSource(): ArticleSource {
  const { building, providerUrl } = config();
  if (building) return buildTimeSource;
  return providerUrl ? httpSource(providerUrl) : storeSource;
}

// Cached answers go stale after an hour at most; writes refresh them at once by tag.
const REVALIDATE_SECONDS = 3600;

/** Thrown inside a cached loader so that a missing page, article or tag is never stored. */
class Missing extends Error {}

/**
 * A cached query. Only what exists is cached (and remembered as the last good answer); a
 * missing result is null and costs no cache entry, so URLs made up by outsiders cannot fill
 * the cache.
 */
function cached<R>(
  key: string[],
  tags: string[],
  load: () => Promise<R | null>,
): Promise<R | null> {
  const id = key.join('\u0000');
  return unstable_cache(
    async () => {
      let value: R | null;
      try {
        value = await load();
      } catch (error) {
        const previous = await lastGood(id);
        if (previous !== undefined) {
          console.warn(
            `article provider unavailable; serving the last good answer for ${key.join(' ')}`,
          );
          return previous as R;
        }
        throw error;
      }
      if (value === null) throw new Missing();
      rememberLastGood(id, value);
      return value;
    },
    key,
    { tags, revalidate: REVALIDATE_SECONDS },
  )().catch((error: unknown) => {
    if (error instanceof Missing) return null;
    throw error;
  });
}

export type NewsroomPage = ArticlePage & { perPage: number; pages: number };

/** What a list of one language is tagged with: every article change, and its language's. */
const listTags = (language: ArticleLanguage) => [TAGS.articles, TAGS.language(language)];

/**
 * One newsroom page (1-based) of one language, optionally of one hashtag; null when there is
 * no such page: a page number past the end, or a tag no article of that language carries (page
 * 1 of an empty newsroom exists).
 */
export const getArticlePage = cache(
  (language: ArticleLanguage, page: number, tag?: string): Promise<NewsroomPage | null> => {
    if (!Number.isSafeInteger(page) || page < 1) return Promise.resolve(null);
    if (tag !== undefined && normalizeTag(tag) !== tag) return Promise.resolve(null);
    return cached(
      ['articles-page', language, String(page), tag ?? ''],
      listTags(language),
      async () => {
        const result = await articleSource().page({
          page,
          perPage: ARTICLES_PER_PAGE,
          tag,
          language,
        });
        const pages = Math.max(1, Math.ceil(result.total / ARTICLES_PER_PAGE));
        if (page > pages || (tag && result.total === 0)) return null;
        return { ...result, perPage: ARTICLES_PER_PAGE, pages };
      },
    );
  },
);

/**
 * A banner's size and type (a feed's enclosure), or null when unknown. Cached like the rest:
 * an external provider's HEAD answer is a request of its own, never made while a cached page
 * renders (where an uncached request would make the page dynamic).
 */
export function getImageFile(path: string): Promise<ImageFile | null> {
  return cached(['image-file', path], [TAGS.articles], () => articleSource().imageFile(path));
}

/** One article by slug (whatever its language), or null; shared by the page and its metadata. */
export const getArticle = cache((slug: string): Promise<Article | null> => {
  if (!isValidSlug(slug)) return Promise.resolve(null);
  return cached(['article', slug], [TAGS.articles, TAGS.article(slug)], () =>
    articleSource().bySlug(slug),
  );
});

/**
 * The articles in `language` to read after `excludeId`, most hashtags shared with it first,
 * then newest: "Other articles".
 */
export const getOtherArticles = cache(
  async (excludeId: number, language: ArticleLanguage): Promise<ArticleListItem[]> =>
    (await cached(['other-articles', language, String(excludeId)], listTags(language), () =>
      articleSource().others(excludeId, OTHER_ARTICLES, { language }),
    )) ?? [],
);

/** The hashtags of one language's articles, most used first. */
export const getArticleTags = cache(
  async (language: ArticleLanguage): Promise<TagCount[]> =>
    (await cached(['article-tags', language], listTags(language), () =>
      articleSource().tags(24, { language }),
    )) ?? [],
);

/** Every article (no bodies), of every language: the sitemap. */
export const getAllArticles = cache(
  async (): Promise<ArticleListItem[]> =>
    (await cached(['all-articles'], [TAGS.articles, TAGS.sitemap], () => articleSource().list())) ??
    [],
);

/** Every article (no bodies) of one language: its feed. */
export const getLanguageArticles = cache(
  async (language: ArticleLanguage): Promise<ArticleListItem[]> =>
    (await cached(['language-articles', language], listTags(language), () =>
      articleSource().list({ language }),
    )) ?? [],
);

// Rendering with this tag makes the cache handler answer 503 and store nothing
// (lib/cache/handler.mjs). The marker itself is never stored either.
const outageMarker = unstable_cache(async () => true, ['provider-outage'], {
  tags: [PROVIDER_OUTAGE_TAG],
});

/** Marks the page being rendered as an outage answer: 503, Retry-After, never cached. */
export async function markProviderOutage(): Promise<void> {
  await outageMarker();
}

import { revalidateTag } from 'next/cache';
import { expireTagsNow } from '@/lib/cache/shared';
import type { ArticleLanguage } from './language';
import { TAGS } from './tags';

/** What a change of one article touches: its pages, its language's lists, its translations'. */
export interface ArticleVersions {
  slug: string;
  language: ArticleLanguage;
  translations: ReadonlyArray<{ slug: string }>;
}

/**
 * Refreshes everything an article change touches: the lists, the article, its old slug and
 * the sitemap. With `languages`, only the lists of those languages (none: `[]`); without,
 * every list (an external provider's webhook does not say). Expires at once (no stale-while-revalidate):
 * staff see their change on the next request. Returns the tags it refreshed.
 * `outsideRequest`: called by the background sweep, where Next's own `revalidateTag` cannot run.
 */
export async function revalidateArticles(
  {
    slug,
    oldSlug,
    slugs = [],
    languages,
  }: { slug?: string; oldSlug?: string; slugs?: string[]; languages?: ArticleLanguage[] } = {},
  { outsideRequest = false }: { outsideRequest?: boolean } = {},
): Promise<string[]> {
  const tags = new Set<string>([TAGS.sitemap]);
  if (!languages) tags.add(TAGS.articles);
  for (const language of languages ?? []) tags.add(TAGS.language(language));
  for (const each of [slug, oldSlug, ...slugs]) if (each) tags.add(TAGS.article(each));
  // Next's own bookkeeping (a server action's answer tells the browser's router), then the
  // caches themselves, before the change is acknowledged.
  if (!outsideRequest) for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await expireTagsNow([...tags]);
  return [...tags];
}

/**
 * Refreshes the pages one article's change touches, as it is now and as it was (`before`):
 * its page at either slug, the lists of its language(s), and the pages of its translations,
 * whose language links and structured data name it.
 */
export function revalidateArticle(
  now: ArticleVersions,
  before?: ArticleVersions,
  options?: { outsideRequest?: boolean },
): Promise<string[]> {
  const versions = before ? [now, before] : [now];
  return revalidateArticles(
    {
      slugs: versions.flatMap((v) => [v.slug, ...v.translations.map((t) => t.slug)]),
      languages: [...new Set(versions.map((v) => v.language))],
    },
    options,
  );
}

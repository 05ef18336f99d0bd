import { revalidateTag } from 'next/cache';
import { expireTagsNow } from '@/lib/cache/shared';
import { TAGS } from './tags';

/**
 * Refreshes everything an article change touches: the lists, the article, its old slug and
 * the sitemap. Expires at once (no stale-while-revalidate): staff see their change on the next
 * request. Returns the tags it refreshed. `outsideRequest`: called by the background sweep,
 * where Next's own `revalidateTag` cannot run.
 */
export async function revalidateArticles(
  { slug, oldSlug }: { slug?: string; oldSlug?: string } = {},
  { outsideRequest = false }: { outsideRequest?: boolean } = {},
): Promise<string[]> {
  const tags = new Set<string>([TAGS.articles, TAGS.sitemap]);
  if (slug) tags.add(TAGS.article(slug));
  if (oldSlug) tags.add(TAGS.article(oldSlug));
  // Next's own bookkeeping (a server action's answer tells the browser's router), then the
  // caches themselves, before the change is acknowledged.
  if (!outsideRequest) for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await expireTagsNow([...tags]);
  return [...tags];
}

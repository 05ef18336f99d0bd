import { config } from '@/lib/env';
import { getArticle } from '@/lib/articles';
import type { Executor } from '@/lib/db/database';

/**
 * The ids of the published articles among `slugs`: in one indexed query on the embedded
 * store, through the newsroom's cached getter for an external provider. A slug that names no
 * article (or an earlier slug of one, whose page redirects) is missing from the answer.
 */
export async function articleIdsBySlug(
  db: Executor,
  slugs: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (slugs.length === 0) return ids;
  if (!config().providerUrl) {
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'slug'])
      .where('slug', 'in', slugs)
      .where('status', '=', 'published')
      .execute();
    for (const row of rows) ids.set(row.slug, row.id);
    return ids;
  }
  for (const slug of slugs) {
    try {
      const article = await getArticle(slug);
      if (article && article.slug === slug) ids.set(slug, article.id);
    } catch {
      // The provider is away: the view still counts, as 'other'.
    }
  }
  return ids;
}

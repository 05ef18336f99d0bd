import { config } from '@/lib/env';
import { getArticle } from '@/lib/articles';
import type { Executor } from '@/lib/db/database';
import type { ViewedPage } from './classify';

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

/**
 * The page keys of pages viewed: a site page as it is, an article by the id of its slug (each
 * distinct slug looked up once), 'other' for a slug that names no published article.
 */
export async function pageKeys(db: Executor, viewed: ViewedPage[]): Promise<string[]> {
  const slugs = [...new Set(viewed.flatMap((view) => ('slug' in view ? [view.slug] : [])))];
  const ids = await articleIdsBySlug(db, slugs);
  return viewed.map((view) => {
    if ('page' in view) return view.page;
    const id = ids.get(view.slug);
    return id === undefined ? 'other' : `article:${id}`;
  });
}

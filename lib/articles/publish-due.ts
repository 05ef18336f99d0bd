import { getStore } from '@/lib/db/database';
import { recordArticleChange } from './audit';
import { getArticleBySlug } from './reads';
import { revalidateArticle, revalidateArticles } from './revalidate';
import * as writes from './writes';

/**
 * Publishes the scheduled articles whose time has come and refreshes the public pages; their
 * slugs. Run by the server's sweep (lib/server/sweep.ts) and by the cron endpoint.
 */
export async function publishDueArticles(now = new Date()): Promise<string[]> {
  const db = await getStore();
  const slugs = await writes.publishDueArticles(db, now, recordArticleChange);
  for (const slug of slugs) {
    // Its published translations now name it too.
    const article = await getArticleBySlug(db, slug);
    // The sweep runs outside any request (the cron endpoint inside one: either way works).
    if (article) await revalidateArticle(article, undefined, { outsideRequest: true });
    else await revalidateArticles({ slug }, { outsideRequest: true });
  }
  return slugs;
}

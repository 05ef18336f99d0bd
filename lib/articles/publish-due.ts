import { getStore } from '@/lib/db/database';
import { recordArticleChange } from './audit';
import { revalidateArticles } from './revalidate';
import * as writes from './writes';

/**
 * Publishes the scheduled articles whose time has come and refreshes the public pages; their
 * slugs. Run by the server's sweep (lib/server/sweep.ts) and by the cron endpoint.
 */
export async function publishDueArticles(now = new Date()): Promise<string[]> {
  const slugs = await writes.publishDueArticles(await getStore(), now, recordArticleChange);
  // The sweep runs outside any request (the cron endpoint inside one: either way works).
  for (const slug of slugs) await revalidateArticles({ slug }, { outsideRequest: true });
  return slugs;
}

import { revalidateTag } from 'next/cache';
import { expireTagsNow } from '@/lib/cache/shared';
import { LANDING_TAG } from '@/lib/cache/tags.mjs';

/**
 * Refreshes the landing page in both languages after a change to its cards: at once (no
 * stale-while-revalidate), in this process and in the shared cache of every instance, before
 * the write is answered.
 */
export async function revalidateLanding(): Promise<void> {
  revalidateTag(LANDING_TAG, { expire: 0 });
  await expireTagsNow([LANDING_TAG]);
}

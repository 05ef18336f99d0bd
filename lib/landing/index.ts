import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { LANDING_TAG } from '@/lib/cache/tags.mjs';
import { config } from '@/lib/env';
import { getStore } from '@/lib/db/database';
import { listProjects, listReviews } from '@/lib/landing/store';
import { publicContent } from './records';
import { SEED_PROJECTS, SEED_REVIEWS } from './seed-data';
import type { LandingContent } from './types';

export type { LandingContent, PublicProject, PublicReview } from './types';

// Cached answers go stale after an hour at most; every write refreshes them at once by tag.
const REVALIDATE_SECONDS = 3600;

/**
 * What `next build` sees: the seed, as an empty store starts with it. The build must not open
 * the store; the cache handler expires this render when the server starts
 * (lib/cache/handler.mjs), and the first request renders the deployment's cards.
 */
function buildTimeContent(): LandingContent {
  const withIds = <T extends object>(items: readonly T[]) =>
    items.map((item, index) => ({ hidden: false, ...item, id: index + 1 }));
  return publicContent(withIds(SEED_PROJECTS), withIds(SEED_REVIEWS));
}

// The build goes through the cache too, so that its render carries the tag that expires it.
const loadContent = unstable_cache(
  async (): Promise<LandingContent> => {
    if (config().building) return buildTimeContent();
    const db = await getStore();
    const [projects, reviews] = await Promise.all([listProjects(db), listReviews(db)]);
    return publicContent(projects, reviews);
  },
  ['landing-content'],
  { tags: [LANDING_TAG], revalidate: REVALIDATE_SECONDS },
);

/** The landing page's visible portfolio and reviews, in order, links checked (cached). */
export const getLandingContent = cache((): Promise<LandingContent> => loadContent());

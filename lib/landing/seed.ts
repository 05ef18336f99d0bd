import type { Store } from '@/lib/db/database';
import { countRows, insertProject, insertReview, isSeeded, markSeeded } from '@/lib/landing/store';
import { SEED_PROJECTS, SEED_REVIEWS } from './seed-data';

/** The name of the landing page's seed in `seed_marks`. */
export const LANDING_SEED = 'landing';

/**
 * Fills the portfolio and the reviews with the landing page's original content, once per
 * database: the mark is written in the same transaction, so a database that was seeded never
 * is again, even after staff delete every card (an empty portfolio is their choice). A table
 * that already holds cards (copied from elsewhere) is left as it is. Returns what it added.
 */
export async function seedLanding(
  db: Store,
  now = new Date(),
): Promise<{ projects: number; reviews: number }> {
  return db.transaction().execute(async (trx) => {
    const added = { projects: 0, reviews: 0 };
    if (await isSeeded(trx, LANDING_SEED)) return added;
    await markSeeded(trx, LANDING_SEED, now);
    if ((await countRows(trx, 'projects')) === 0) {
      for (const { hidden, ...fields } of SEED_PROJECTS) {
        await insertProject(trx, fields, { hidden, now });
        added.projects += 1;
      }
    }
    if ((await countRows(trx, 'reviews')) === 0) {
      for (const review of SEED_REVIEWS) {
        await insertReview(trx, review, { now });
        added.reviews += 1;
      }
    }
    return added;
  });
}

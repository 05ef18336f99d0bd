import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '@/lib/db/database';
import type { Day } from './events';

/**
 * 32 hex digits (128 bits): far more than enough to keep a day's visitors apart (a collision
 * needs about 2^64 of them), and short enough that the events' index stays small. Nothing
 * about the address survives the truncation that the full hash would not already hide.
 */
export const VISITOR_KEY_LENGTH = 32;

/**
 * A visitor's key for one day: a hash of the day's secret salt, the site, the client's
 * address and user agent. The same person gets the same key all day and an unrelated one the
 * next (a new salt); once the salt is destroyed, nobody can tell which address made a key.
 */
export function visitorKey(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\u0000${site}\u0000${address}\u0000${userAgent}`)
    .digest('hex')
    .slice(0, VISITOR_KEY_LENGTH);
}

// Per process: the day's salt is read from the store once, then kept until the day changes.
const holder = globalThis as { __analyticsSalt?: { day: Day; salt: Promise<string> } };

/**
 * The day's salt: random, made by whichever instance asks first (the others read that one),
 * kept in memory for its day.
 */
export function saltOf(db: Executor, day: Day): Promise<string> {
  const cached = holder.__analyticsSalt;
  if (cached?.day === day) return cached.salt;
  const salt = readOrCreateSalt(db, day);
  holder.__analyticsSalt = { day, salt };
  // A failed read is asked again next time, not remembered.
  salt.catch(() => {
    if (holder.__analyticsSalt?.salt === salt) holder.__analyticsSalt = undefined;
  });
  return salt;
}

async function readOrCreateSalt(db: Executor, day: Day): Promise<string> {
  await db
    .insertInto('analytics_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Destroys the salts of every day before `today`: from then on, that day's visitor keys can no
 * longer be recomputed from an address (the sweep calls it). How many were destroyed.
 */
export async function destroyPastSalts(db: Executor, today: Day): Promise<number> {
  const result = await db.deleteFrom('analytics_salts').where('day', '<', today).executeTakeFirst();
  const cached = holder.__analyticsSalt;
  if (cached && cached.day < today) holder.__analyticsSalt = undefined;
  return Number(result.numDeletedRows);
}

/** Forgets the salt kept in memory (tests). */
export function forgetSalt(): void {
  holder.__analyticsSalt = undefined;
}

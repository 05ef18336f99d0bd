import type { Executor } from '@/lib/db/database';

/**
 * Hashtags' counterparts in the other language, persisted as given: the service
 * (tag-counterparts.ts) validates them; the primary key and the unique column keep each tag to
 * one counterpart either way.
 */

export interface TagPair {
  en: string;
  ru: string;
}

/** Every pair, by English tag. */
export function listTagPairs(db: Executor): Promise<TagPair[]> {
  return db.selectFrom('tag_counterparts').select(['en', 'ru']).orderBy('en').execute();
}

/** The pair `tag` of `language` is in, if any. */
export function findTagPair(
  db: Executor,
  language: keyof TagPair,
  tag: string,
): Promise<TagPair | undefined> {
  return db
    .selectFrom('tag_counterparts')
    .select(['en', 'ru'])
    .where(language, '=', tag)
    .executeTakeFirst();
}

/** Pairs `en` with `ru`, replacing any pair either was in; the pairs it replaced. */
export async function putTagPair(db: Executor, pair: TagPair, now: Date): Promise<TagPair[]> {
  const replaced = await db
    .deleteFrom('tag_counterparts')
    .where((eb) => eb.or([eb('en', '=', pair.en), eb('ru', '=', pair.ru)]))
    .returning(['en', 'ru'])
    .execute();
  await db
    .insertInto('tag_counterparts')
    .values({ ...pair, updated_at: now.toISOString() })
    .execute();
  return replaced.filter((row) => row.en !== pair.en || row.ru !== pair.ru);
}

/** Removes the pair of English tag `en`; whether there was one. */
export async function deleteTagPair(db: Executor, en: string): Promise<TagPair | undefined> {
  const [row] = await db
    .deleteFrom('tag_counterparts')
    .where('en', '=', en)
    .returning(['en', 'ru'])
    .execute();
  return row;
}

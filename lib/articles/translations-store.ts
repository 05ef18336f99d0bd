import type { Executor } from '@/lib/db/database';
import type { ArticleRow, ArticleStatus } from '@/lib/db/schema';

/**
 * Translation groups, persisted as given: lib/articles decides who joins or leaves one
 * (translation-writes.ts); the unique index on (translation_group, language) keeps each group
 * to one article per language.
 */

export type TranslationRow = Pick<
  ArticleRow,
  'id' | 'slug' | 'language' | 'status' | 'translation_group'
>;

/** The articles of translation groups `groups` (of one status, when given), by language. */
export function listGroupMembers(
  db: Executor,
  groups: readonly number[],
  status?: ArticleStatus,
): Promise<TranslationRow[]> {
  if (groups.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('articles')
    .select(['id', 'slug', 'language', 'status', 'translation_group'])
    .where('translation_group', 'in', [...new Set(groups)])
    .orderBy('language')
    .orderBy('id');
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

/**
 * Puts an article in translation group `group` if it is still in `expected` (a conditional
 * update: two writers linking at once cannot both pass their check); `sourceRevisionId`, when
 * given, is stored with it. Whether the row changed.
 */
export async function setTranslationGroup(
  db: Executor,
  id: number,
  {
    group,
    expected,
    sourceRevisionId,
  }: { group: number | null; expected: number | null; sourceRevisionId?: number | null },
): Promise<boolean> {
  let query = db
    .updateTable('articles')
    .set({
      translation_group: group,
      ...(sourceRevisionId !== undefined ? { source_revision_id: sourceRevisionId } : {}),
    })
    .where('id', '=', id);
  query =
    expected === null
      ? query.where('translation_group', 'is', null)
      : query.where('translation_group', '=', expected);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves every article of group `from` to group `to` (or out of any, with null). */
export async function moveTranslationGroup(
  db: Executor,
  from: number,
  to: number | null,
): Promise<void> {
  await db
    .updateTable('articles')
    .set(
      to === null
        ? { translation_group: null, source_revision_id: null }
        : { translation_group: to },
    )
    .where('translation_group', '=', from)
    .execute();
}

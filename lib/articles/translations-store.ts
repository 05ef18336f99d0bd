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

/** What a translation translates: a change of any of these is news to its translator. */
const TRANSLATED_FIELDS = [
  'title',
  'author_name',
  'hashtags',
  'content',
  'banner_meta_title',
  'banner_meta_alt',
  'description',
  'social_title',
] as const;

/**
 * Where each translation among `ids` (every article, when undefined) was made from: its
 * original (the article its stored source revision belongs to, while still in its group),
 * that revision, and the original's newest one; that same revision when the newest says what
 * it said (nothing new to translate).
 */
export async function listTranslationSources(
  db: Executor,
  ids?: readonly number[],
): Promise<
  {
    id: number;
    original_id: number;
    original_slug: string;
    original_language: ArticleRow['language'];
    revision_id: number;
    latest_revision_id: number;
  }[]
> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('articles as a')
    .innerJoin('article_revisions as r', 'r.id', 'a.source_revision_id')
    .innerJoin('articles as o', (join) =>
      join
        .onRef('o.id', '=', 'r.article_id')
        .onRef('o.translation_group', '=', 'a.translation_group'),
    )
    .select((eb) => [
      'a.id as id',
      'o.id as original_id',
      'o.slug as original_slug',
      'o.language as original_language',
      'r.id as revision_id',
      eb
        .selectFrom('article_revisions as l')
        .select((inner) => inner.fn.max('l.id').as('latest'))
        .whereRef('l.article_id', '=', 'o.id')
        .as('latest_revision_id'),
      // Whether the original's latest revision says what the translated one said (a restore
      // of that version, or edits undone): then there is nothing new to translate.
      eb
        .exists(
          TRANSLATED_FIELDS.reduce(
            (same, field) => same.whereRef(`l.${field}`, '=', `r.${field}`),
            eb
              .selectFrom('article_revisions as l')
              .select('l.id')
              .whereRef('l.article_id', '=', 'o.id')
              .where('l.id', '=', (inner) =>
                inner
                  .selectFrom('article_revisions as m')
                  .select((m) => m.fn.max('m.id').as('latest'))
                  .whereRef('m.article_id', '=', 'o.id'),
              ),
          ),
        )
        .as('latest_same'),
    ]);
  if (ids) query = query.where('a.id', 'in', [...new Set(ids)]);
  const rows = await query.execute();
  return rows.map(({ latest_same, ...row }) => ({
    ...row,
    latest_revision_id: latest_same
      ? row.revision_id
      : Number(row.latest_revision_id ?? row.revision_id),
  }));
}

/**
 * Stores `revision` as the one article `id` is up to date with, if its stored one is still
 * `expected` (a conditional update). Whether the row changed.
 */
export async function setSourceRevision(
  db: Executor,
  id: number,
  { revision, expected }: { revision: number; expected: number },
): Promise<boolean> {
  const result = await db
    .updateTable('articles')
    .set({ source_revision_id: revision })
    .where('id', '=', id)
    .where('source_revision_id', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether some translation is up to date with revision `revision` of its original. */
export async function isSourceRevision(db: Executor, revision: number): Promise<boolean> {
  const row = await db
    .selectFrom('articles')
    .select('id')
    .where('source_revision_id', '=', revision)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

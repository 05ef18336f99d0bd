import type { Executor } from '@/lib/db/database';
import type { ArticleRow, RevisionEvent, RevisionRow } from '@/lib/db/schema';

/** An article's saved versions, persisted as given (lib/articles decides what a save keeps). */

export interface RevisionAuthor {
  id: number;
  email: string;
}

/** A revision without its body, for the list. */
export type RevisionSummaryRow = Pick<
  RevisionRow,
  | 'id'
  | 'article_id'
  | 'created_at'
  | 'event'
  | 'restored_from'
  | 'staff_email'
  | 'title'
  | 'status'
  | 'name'
>;

/** What a revision holds of the article: its row as a save left it. */
function articleSnapshot(article: ArticleRow) {
  return {
    created_at: article.updated_at,
    slug: article.slug,
    title: article.title,
    author_name: article.author_name,
    hashtags: article.hashtags,
    content: article.content,
    banner_hash: article.banner_hash,
    banner_meta_title: article.banner_meta_title,
    banner_meta_alt: article.banner_meta_alt,
    description: article.description,
    social_title: article.social_title,
    status: article.status,
    published_at: article.published_at,
    language: article.language,
  };
}

/** Keeps the article as its row is now, as one more revision. */
export async function insertRevision(
  db: Executor,
  article: ArticleRow,
  {
    event,
    author,
    restoredFrom = null,
    autosaveSince = null,
  }: {
    event: RevisionEvent;
    author?: RevisionAuthor;
    restoredFrom?: number | null;
    autosaveSince?: string | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('article_revisions')
    .values({
      article_id: article.id,
      event,
      restored_from: restoredFrom,
      staff_id: author?.id ?? null,
      staff_email: author?.email ?? '',
      autosave_since: autosaveSince,
      ...articleSnapshot(article),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The article's newest revision: what kind of save it was, by whom, and since when. */
export function latestRevision(
  db: Executor,
  articleId: number,
): Promise<
  Pick<RevisionRow, 'id' | 'event' | 'staff_id' | 'autosave_since' | 'created_at'> | undefined
> {
  return db
    .selectFrom('article_revisions')
    .select(['id', 'event', 'staff_id', 'autosave_since', 'created_at'])
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Makes revision `id` hold the article as its row is now (a later save of the same run). */
export async function replaceRevision(
  db: Executor,
  id: number,
  article: ArticleRow,
): Promise<void> {
  await db
    .updateTable('article_revisions')
    .set(articleSnapshot(article))
    .where('id', '=', id)
    .where('article_id', '=', article.id)
    .execute();
}

/** An article's revisions, newest first, at most `limit`. */
export function listRevisions(
  db: Executor,
  articleId: number,
  limit: number,
): Promise<RevisionSummaryRow[]> {
  return db
    .selectFrom('article_revisions')
    .select([
      'id',
      'article_id',
      'created_at',
      'event',
      'restored_from',
      'staff_email',
      'title',
      'status',
      'name',
    ])
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One revision of one article (a revision id of another article is not found). */
export function findRevision(
  db: Executor,
  articleId: number,
  revisionId: number,
): Promise<(RevisionRow & { banner_ext: string | null }) | undefined> {
  return db
    .selectFrom('article_revisions')
    .leftJoin('images', 'images.hash', 'article_revisions.banner_hash')
    .selectAll('article_revisions')
    .select('images.ext as banner_ext')
    .where('article_revisions.article_id', '=', articleId)
    .where('article_revisions.id', '=', revisionId)
    .executeTakeFirst();
}

/** The article's row as stored (for a revision of what a write left). */
export function getArticleRow(db: Executor, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What thinning an article's history reads of each of its revisions (no bodies). */
export function thinnableRevisions(db: Executor, articleId: number) {
  return db
    .selectFrom('article_revisions')
    .select(['id', 'created_at', 'event', 'status', 'name'])
    .where('article_id', '=', articleId)
    .execute();
}

/**
 * Revisions of article `articleId` that others name: the versions its restores brought back,
 * and those its translations were made from or marked up to date with.
 */
export async function namedByOthers(db: Executor, articleId: number): Promise<Set<number>> {
  const restored = await db
    .selectFrom('article_revisions')
    .select('restored_from as id')
    .where('article_id', '=', articleId)
    .where('restored_from', 'is not', null)
    .execute();
  const sources = await db
    .selectFrom('articles')
    .innerJoin('article_revisions', 'article_revisions.id', 'articles.source_revision_id')
    .select('article_revisions.id as id')
    .where('article_revisions.article_id', '=', articleId)
    .execute();
  return new Set([...restored, ...sources].map((row) => row.id!));
}

/** Lets revisions `ids` of article `articleId` go. */
export async function deleteRevisions(
  db: Executor,
  articleId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('article_revisions')
    .where('article_id', '=', articleId)
    .where('id', 'in', ids)
    .execute();
}

/** Names revision `revisionId` of article `articleId` ('' takes the name away); false: none. */
export async function setRevisionName(
  db: Executor,
  articleId: number,
  revisionId: number,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('article_revisions')
    .set({ name })
    .where('article_id', '=', articleId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

import type { Executor, Store } from '@/lib/db/database';
import type { ArticleLanguage, ArticleRow, ArticleStatus, ImageRow } from '@/lib/db/schema';

/**
 * Rows of articles, their tags and their images, persisted as given: slugs, tags and the
 * contract's shape are lib/articles' business.
 */
export type NewImageRow = Omit<ImageRow, 'created_at'>;

export type NewArticleRow = Omit<ArticleRow, 'id' | 'description' | 'social_title'> &
  Partial<Pick<ArticleRow, 'description' | 'social_title'>>;

export type ArticleFieldsRow = Pick<
  ArticleRow,
  | 'title'
  | 'author_name'
  | 'hashtags'
  | 'content'
  | 'banner_meta_title'
  | 'banner_meta_alt'
  | 'updated_at'
  | 'word_count'
> &
  Partial<
    Pick<
      ArticleRow,
      | 'banner_hash'
      | 'published_at'
      | 'status'
      | 'slug'
      | 'language'
      | 'description'
      | 'social_title'
    >
  >;

/** An article row without its body, with the extension of its banner image. */
export type ArticleSummaryRow = Omit<ArticleRow, 'content'> & {
  banner_ext: string | null;
};
export type ArticleRecord = ArticleSummaryRow & Pick<ArticleRow, 'content'>;

/**
 * Stores an image once per hash. Storing it again dates it anew: an unused image is collected
 * only a while after its last upload (lib/images/retention.ts), so a picture uploaded again for
 * an article being written is not collected before that article is saved.
 */
export async function insertImage(db: Executor, image: NewImageRow, now: Date): Promise<void> {
  const created_at = now.toISOString();
  await db
    .insertInto('images')
    .values({ ...image, created_at })
    .onConflict((oc) => oc.column('hash').doUpdateSet({ created_at }))
    .execute();
}

export function getImage(db: Executor, hash: string) {
  return db.selectFrom('images').selectAll().where('hash', '=', hash).executeTakeFirst();
}

/** A stored image's extension, size and type, without its bytes; undefined when not stored. */
export function getImageFacts(db: Executor, hash: string) {
  return db
    .selectFrom('images')
    .select(['ext', 'byte_size', 'content_type'])
    .where('hash', '=', hash)
    .executeTakeFirst();
}

const SUMMARY_COLUMNS = [
  'articles.id',
  'articles.slug',
  'articles.title',
  'articles.author_name',
  'articles.hashtags',
  'articles.published_at',
  'articles.status',
  'articles.banner_meta_title',
  'articles.banner_meta_alt',
  'articles.banner_hash',
  'articles.language',
  'articles.translation_group',
  'articles.source_revision_id',
  'articles.word_count',
  'articles.description',
  'articles.social_title',
  'articles.updated_at',
  'images.ext as banner_ext',
] as const;

function summaries(db: Executor) {
  return db
    .selectFrom('articles')
    .leftJoin('images', 'images.hash', 'articles.banner_hash')
    .select(SUMMARY_COLUMNS)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc');
}

export function findArticle(
  db: Executor,
  by: { slug: string } | { id: number },
): Promise<ArticleRecord | undefined> {
  const query = summaries(db).select(['articles.content']);
  return (
    'slug' in by
      ? query.where('articles.slug', '=', by.slug)
      : query.where('articles.id', '=', by.id)
  ).executeTakeFirst();
}

/** Which articles a list or a count covers; no status means every status. */
export interface ArticleFilter {
  status?: ArticleStatus;
  tag?: string;
  language?: ArticleLanguage;
}

/** Articles newest first: all, a page, those with a tag or status, or those with `ids`. */
export function listArticles(
  db: Executor,
  {
    limit,
    offset = 0,
    tag,
    status,
    language,
    ids,
  }: ArticleFilter & { limit?: number; offset?: number; ids?: number[] } = {},
): Promise<ArticleSummaryRow[]> {
  if (ids?.length === 0) return Promise.resolve([]);
  let query = summaries(db);
  if (ids) query = query.where('articles.id', 'in', ids);
  if (status) query = query.where('articles.status', '=', status);
  if (language) query = query.where('articles.language', '=', language);
  if (tag) {
    query = query.where(
      'articles.id',
      'in',
      db.selectFrom('article_tags').select('article_id').where('tag', '=', tag),
    );
  }
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  return query.execute();
}

/**
 * Articles other than `articleId`, those sharing the most of its tags first, then newest
 * first: the ones to read after it.
 */
export function listRelatedArticles(
  db: Executor,
  articleId: number,
  { status, language, limit }: Omit<ArticleFilter, 'tag'> & { limit: number },
): Promise<ArticleSummaryRow[]> {
  const shared = db
    .selectFrom('article_tags as other')
    .innerJoin('article_tags as own', 'own.tag', 'other.tag')
    .where('own.article_id', '=', articleId)
    .select((eb) => ['other.article_id as article_id', eb.fn.countAll<number>().as('tags')])
    .groupBy('other.article_id')
    .as('shared');
  let query = db
    .selectFrom('articles')
    .leftJoin('images', 'images.hash', 'articles.banner_hash')
    .leftJoin(shared, 'shared.article_id', 'articles.id')
    .select(SUMMARY_COLUMNS)
    .where('articles.id', '!=', articleId);
  if (status) query = query.where('articles.status', '=', status);
  if (language) query = query.where('articles.language', '=', language);
  return query
    .orderBy((eb) => eb.fn.coalesce('shared.tags', eb.lit(0)), 'desc')
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countArticles(db: Executor, { tag, status, language }: ArticleFilter = {}) {
  let query = db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('articles.status', '=', status);
  if (language) query = query.where('articles.language', '=', language);
  if (tag) {
    query = query.where(
      'articles.id',
      'in',
      db.selectFrom('article_tags').select('article_id').where('tag', '=', tag),
    );
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Tags of the articles with `status`, most used first. */
export async function listTagCounts(
  db: Store,
  limit: number,
  status: ArticleStatus,
  language?: ArticleLanguage,
) {
  let query = db
    .selectFrom('article_tags')
    .innerJoin('articles', 'articles.id', 'article_tags.article_id')
    .where('articles.status', '=', status);
  if (language) query = query.where('articles.language', '=', language);
  const rows = await query
    .select((eb) => ['article_tags.tag as tag', eb.fn.countAll<number>().as('count')])
    .groupBy('article_tags.tag')
    .orderBy('count', 'desc')
    .orderBy('tag')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** Whether `slug` names an article, or an earlier address of one, other than `exceptId`. */
export async function slugInUse(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  let articles = db.selectFrom('articles').select('id').where('slug', '=', slug);
  let redirects = db
    .selectFrom('article_redirects')
    .select('article_id as id')
    .where('slug', '=', slug);
  if (exceptId !== undefined) {
    articles = articles.where('id', '!=', exceptId);
    redirects = redirects.where('article_id', '!=', exceptId);
  }
  return Boolean((await articles.executeTakeFirst()) ?? (await redirects.executeTakeFirst()));
}

/** The article an earlier slug belonged to, if any. */
export async function findRedirect(db: Executor, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('article_redirects')
    .select('article_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.article_id;
}

/**
 * Records that `oldSlug` now means article `articleId`, and forgets `newSlug` as an earlier
 * address of it (an article may go back to a slug it had).
 */
export async function moveSlug(
  db: Executor,
  articleId: number,
  { oldSlug, newSlug }: { oldSlug: string; newSlug: string },
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('article_redirects')
    .where('slug', '=', newSlug)
    .where('article_id', '=', articleId)
    .execute();
  await db
    .insertInto('article_redirects')
    .values({ slug: oldSlug, article_id: articleId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ article_id: articleId }))
    .execute();
}

export async function insertArticle(db: Executor, row: NewArticleRow): Promise<number> {
  const { id } = await db
    .insertInto('articles')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Updates an article's row; with `expectedUpdatedAt`, only if it is still that version (a
 * conditional update, so two writers cannot both pass the check). Whether a row changed.
 */
export async function updateArticleRow(
  db: Executor,
  id: number,
  row: ArticleFieldsRow,
  { expectedUpdatedAt }: { expectedUpdatedAt?: string } = {},
): Promise<boolean> {
  let query = db.updateTable('articles').set(row).where('id', '=', id);
  if (expectedUpdatedAt !== undefined) query = query.where('updated_at', '=', expectedUpdatedAt);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces an article's tags with `tags`. */
export async function replaceArticleTags(db: Executor, articleId: number, tags: string[]) {
  await db.deleteFrom('article_tags').where('article_id', '=', articleId).execute();
  if (tags.length > 0) {
    await db
      .insertInto('article_tags')
      .values(tags.map((tag) => ({ article_id: articleId, tag })))
      .execute();
  }
}

/**
 * Publishes the scheduled articles whose time has come; their slugs. Safe on any number of
 * instances at once: each row changes once, and each instance learns only what it changed.
 */
export function publishDueRows(
  db: Executor,
  now: Date,
): Promise<{ id: number; slug: string; title: string }[]> {
  return db
    .updateTable('articles')
    .set({ status: 'published' })
    .where('status', '=', 'scheduled')
    .where('published_at', '<=', now.toISOString())
    .returning(['id', 'slug', 'title'])
    .execute();
}

/** Deletes an article and its tags; false when there was none. Images stay (others share them). */
export async function deleteArticleRow(db: Executor, id: number): Promise<boolean> {
  await db.deleteFrom('article_tags').where('article_id', '=', id).execute();
  await db.deleteFrom('article_redirects').where('article_id', '=', id).execute();
  const result = await db.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

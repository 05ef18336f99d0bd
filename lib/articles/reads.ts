import type { Executor, Store } from '@/lib/db/database';
import {
  countArticles as countArticleRows,
  findArticle,
  findRedirect,
  listArticles,
  listTagCounts,
  slugInUse,
  type ArticleSummaryRow,
} from '@/lib/articles/store';
import { imagePath } from './images';
import type { Article, ArticleListItem } from './schemas';
import type { ArticleStatus } from './status';

/**
 * Articles as the contract knows them, read from the store: the public site's (published
 * only) and the CRM's (every status).
 */

/** Public answers show published articles only; staff see every status. */
const PUBLIC = { status: 'published' } as const;

function toListItem(row: ArticleSummaryRow): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    author_name: row.author_name,
    date: row.published_at,
    hashtags: row.hashtags,
    slug: row.slug,
    status: row.status,
    banner: {
      path: imagePath(row.banner_hash, row.banner_ext),
      meta_title: row.banner_meta_title,
      meta_alt: row.banner_meta_alt,
    },
  };
}

async function readArticle(db: Executor, by: { slug: string } | { id: number }) {
  const row = await findArticle(db, by);
  return row ? { ...toListItem(row), content: row.content, updated_at: row.updated_at } : undefined;
}

/**
 * A published article by slug (the public page, GET /article/{slug}), or by an earlier slug of
 * it: then the article carries its current slug, and the caller redirects there.
 */
export async function getArticleBySlug(db: Executor, slug: string): Promise<Article | undefined> {
  let article = await readArticle(db, { slug });
  if (!article) {
    const movedTo = await findRedirect(db, slug);
    if (movedTo !== undefined) article = await readArticle(db, { id: movedTo });
  }
  return article?.status === 'published' ? article : undefined;
}

/** Whether staff may give `slug` to article `exceptId` (or to a new one). */
export async function isSlugAvailable(
  db: Executor,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  return !(await slugInUse(db, slug, exceptId));
}

/** An article by id, whatever its status: staff reads and writes. */
export function getArticleById(db: Executor, id: number): Promise<Article | undefined> {
  return readArticle(db, { id });
}

/** Every published article, newest first, without bodies (GET /articles). */
export async function listAllArticles(db: Store): Promise<ArticleListItem[]> {
  return (await listArticles(db, PUBLIC)).map(toListItem);
}

/** Every article of one status, or of all, newest first, without bodies: the CRM's list. */
export async function listStaffArticles(
  db: Store,
  status?: ArticleStatus,
): Promise<ArticleListItem[]> {
  return (await listArticles(db, { status })).map(toListItem);
}

/** One page of the newsroom, optionally of one hashtag; cost stays flat however many exist. */
export async function listArticlePage(
  db: Store,
  { limit, offset, tag }: { limit: number; offset: number; tag?: string },
): Promise<{ items: ArticleListItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    listArticles(db, { ...PUBLIC, limit, offset, tag }),
    countArticleRows(db, { ...PUBLIC, tag }),
  ]);
  return { items: rows.map(toListItem), total };
}

/** The newest articles other than `excludeId`. */
export async function listOtherArticles(db: Store, excludeId: number, limit: number) {
  return (await listArticles(db, { ...PUBLIC, excludeId, limit })).map(toListItem);
}

/** Hashtags of published articles, most used first. */
export function listTags(db: Store, limit = 30) {
  return listTagCounts(db, limit, PUBLIC.status);
}

/** Articles of every status. */
export function countArticles(db: Store): Promise<number> {
  return countArticleRows(db);
}

import type { Executor, Store } from '@/lib/db/database';
import {
  countArticles as countArticleRows,
  findArticle,
  findRedirect,
  listArticles,
  listRelatedArticles,
  listTagCounts,
  slugInUse,
  type ArticleSummaryRow,
} from '@/lib/articles/store';
import { listGroupMembers, type TranslationRow } from '@/lib/articles/translations-store';
import { imagePath } from './images';
import type { ArticleLanguage } from './language';
import type { Article, ArticleListItem, Translation } from './schemas';
import type { ArticleStatus } from './status';

/**
 * Articles as the contract knows them, read from the store: the public site's (published
 * only) and the CRM's (every status).
 */

/** Public answers show published articles only; staff see every status. */
const PUBLIC = { status: 'published' } as const;

function toListItem(row: ArticleSummaryRow, translations: Translation[] = []): ArticleListItem {
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
    language: row.language,
    translations,
    word_count: row.word_count,
    description: row.description,
    social_title: row.social_title,
    updated_at: row.updated_at,
  };
}

/**
 * The rows as list items, each with the other versions of its translation group: published
 * ones only on public reads (`status`), every one for staff.
 */
async function withTranslations(
  db: Executor,
  rows: ArticleSummaryRow[],
  status?: ArticleStatus,
): Promise<ArticleListItem[]> {
  const groups = rows.flatMap((row) =>
    row.translation_group === null ? [] : [row.translation_group],
  );
  const members = new Map<number, TranslationRow[]>();
  for (const member of await listGroupMembers(db, groups, status)) {
    const group = member.translation_group!;
    members.set(group, [...(members.get(group) ?? []), member]);
  }
  return rows.map((row) =>
    toListItem(
      row,
      (row.translation_group === null ? [] : (members.get(row.translation_group) ?? []))
        .filter((member) => member.id !== row.id)
        .map(({ id, slug, language, status }) => ({ id, slug, language, status })),
    ),
  );
}

async function readArticle(
  db: Executor,
  by: { slug: string } | { id: number },
  translationStatus?: ArticleStatus,
) {
  const row = await findArticle(db, by);
  if (!row) return undefined;
  const [item] = await withTranslations(db, [row], translationStatus);
  return { ...item!, content: row.content };
}

/**
 * A published article by slug (the public page, GET /article/{slug}), or by an earlier slug of
 * it: then the article carries its current slug, and the caller redirects there.
 */
export async function getArticleBySlug(db: Executor, slug: string): Promise<Article | undefined> {
  let article = await readArticle(db, { slug }, PUBLIC.status);
  if (!article) {
    const movedTo = await findRedirect(db, slug);
    if (movedTo !== undefined) article = await readArticle(db, { id: movedTo }, PUBLIC.status);
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

/** An article by id, whatever its status, with its translations of any status: staff's. */
export function getArticleById(db: Executor, id: number): Promise<Article | undefined> {
  return readArticle(db, { id });
}

/**
 * An article by id, whatever its status (the caller shows a published one only), with its
 * published translations: the public read of GET /article/id/{id}.
 */
export function getPublicArticleById(db: Executor, id: number): Promise<Article | undefined> {
  return readArticle(db, { id }, PUBLIC.status);
}

/**
 * Every published article, newest first, without bodies (GET /articles); of one language
 * when asked.
 */
export async function listAllArticles(
  db: Store,
  { language }: { language?: ArticleLanguage } = {},
): Promise<ArticleListItem[]> {
  return withTranslations(db, await listArticles(db, { ...PUBLIC, language }), PUBLIC.status);
}

/** Every article of one status, or of all, newest first, without bodies: the CRM's list. */
export async function listStaffArticles(
  db: Store,
  status?: ArticleStatus,
  { language }: { language?: ArticleLanguage } = {},
): Promise<ArticleListItem[]> {
  return withTranslations(db, await listArticles(db, { status, language }));
}

/** One page of the newsroom, optionally of one hashtag; cost stays flat however many exist. */
export async function listArticlePage(
  db: Store,
  {
    limit,
    offset,
    tag,
    language,
  }: { limit: number; offset: number; tag?: string; language?: ArticleLanguage },
): Promise<{ items: ArticleListItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    listArticles(db, { ...PUBLIC, limit, offset, tag, language }),
    countArticleRows(db, { ...PUBLIC, tag, language }),
  ]);
  return { items: await withTranslations(db, rows, PUBLIC.status), total };
}

/**
 * Published articles other than `excludeId` to read after it: those sharing the most of its
 * hashtags first, then the newest; of one language when asked.
 */
export async function listOtherArticles(
  db: Store,
  excludeId: number,
  limit: number,
  { language }: { language?: ArticleLanguage } = {},
) {
  return withTranslations(
    db,
    await listRelatedArticles(db, excludeId, { ...PUBLIC, limit, language }),
    PUBLIC.status,
  );
}

/** The published articles among `ids`, in the order of `ids` (a search's ranking). */
export async function listPublicArticlesByIds(
  db: Store,
  ids: number[],
): Promise<ArticleListItem[]> {
  const rows = await listArticles(db, { ...PUBLIC, ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ranked = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return withTranslations(db, ranked, PUBLIC.status);
}

/** Hashtags of published articles, most used first; of one language's articles when asked. */
export function listTags(db: Store, limit = 30, { language }: { language?: ArticleLanguage } = {}) {
  return listTagCounts(db, limit, PUBLIC.status, language);
}

/** Articles of every status. */
export function countArticles(db: Store): Promise<number> {
  return countArticleRows(db);
}

/** The titles of the articles among `ids`, whatever their status (staff's figures); by id. */
export async function articleTitles(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const rows = await listArticles(db, { ids });
  return new Map(rows.map((row) => [row.id, row.title]));
}

import { createHash } from 'node:crypto';
import { imageExtension, type ProcessedImage } from '@/lib/images/process';
import type { Executor, Store } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/dialect';
import {
  countArticles as countArticleRows,
  deleteArticleRow,
  findArticle,
  findRedirect,
  insertArticle,
  insertImage,
  listArticles,
  listTagCounts,
  moveSlug,
  publishDueRows,
  replaceArticleTags,
  slugInUse,
  updateArticleRow,
  type ArticleSummaryRow,
} from '@/lib/articles/store';
import {
  findRevision,
  getArticleRow,
  insertRevision,
  latestRevision,
  listRevisions as listRevisionRows,
  replaceRevision,
  type RevisionAuthor,
} from '@/lib/articles/revisions-store';
import { recordAudit, type AuditAction } from '@/lib/audit/log';
import { parseHashtags } from './hashtags';
import type { Article, ArticleListItem, Revision, RevisionSummary } from './schemas';
import { slugFromTitle, uniqueSlug } from './slug';
import type { ArticleStatus, Publication } from './status';

/**
 * Articles as the contract knows them, kept in the store: slugs, tags and banners are decided
 * here, and the store only persists the rows it is given.
 */
export interface ArticleInput {
  title: string;
  author_name: string;
  hashtags: string;
  content: string;
  banner_meta_title: string;
  banner_meta_alt: string;
  /** Status and publication time (lib/articles/status.ts); a published article now by default. */
  publication?: Publication;
  /** Publication date of a published article (the sample newsroom); `publication` wins. */
  date?: string;
  /** The address staff chose (normalised, lib/articles/slug.ts); else from the title, or kept. */
  slug?: string;
  /** A banner already stored (a restored revision's); a new `banner` image wins. */
  bannerHash?: string | null;
}

/** Who writes, and why: kept with the revision the write leaves. */
export interface WriteContext {
  author?: RevisionAuthor;
  /** The revision being brought back (a restore). */
  restoredFrom?: number;
  /** A draft saving itself as staff type: gathered into one revision per run (below). */
  autosave?: boolean;
}

/**
 * How long one run of automatic saves lasts: within it, each automatic save by the same staff
 * member replaces the run's revision instead of adding one, so the history keeps one version
 * per sitting and per ten minutes rather than one per pause in typing.
 */
export const AUTOSAVE_RUN_MS = 10 * 60_000;

/** Public answers show published articles only; staff see every status. */
const PUBLIC = { status: 'published' } as const;

/** Where an image lives under {api}: `images/<sha256>.<ext>`, '' for none. */
export function imagePath(hash: string | null, ext: string | null): string {
  return hash && ext ? `images/${hash}.${ext}` : '';
}

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

/**
 * Stores an image once per content, addressed by its SHA-256, so that its URL never changes and
 * several servers sharing one database serve the same file. Returns its hash and path.
 */
export async function saveImage(db: Executor, image: ProcessedImage, now = new Date()) {
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  const ext = imageExtension(image.contentType);
  await insertImage(
    db,
    {
      hash,
      content_type: image.contentType,
      ext,
      width: image.width,
      height: image.height,
      byte_size: image.bytes.length,
      bytes: image.bytes,
    },
    now,
  );
  return { hash, path: imagePath(hash, ext) };
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

/** Publishes the scheduled articles whose time has come; their slugs. */
export function publishDueArticles(db: Store, now = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const published = await publishDueRows(trx, now);
    for (const { id, title } of published) {
      await recordAudit(
        trx,
        null,
        { action: 'article.published', subject: { id, label: title } },
        now,
      );
    }
    return published.map((row) => row.slug);
  });
}

/** Creates an article (and its banner) in one transaction; the slug comes from the title. */
export async function createArticle(
  db: Store,
  input: ArticleInput,
  banner?: ProcessedImage,
  now = new Date(),
  context: WriteContext = {},
): Promise<Article> {
  // Two instances may pick the same free slug at once: the unique constraint refuses the
  // second insert, and its transaction runs again with a fresh look at the slugs taken.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertNewArticle(db, input, banner, now, context);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      // A short random pause, so that writers racing for one slug fall out of step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

const SLUG_ATTEMPTS = 20;

function insertNewArticle(
  db: Store,
  input: ArticleInput,
  banner: ProcessedImage | undefined,
  now: Date,
  context: WriteContext,
): Promise<Article> {
  return db.transaction().execute(async (trx) => {
    const image = banner ? await saveImage(trx, banner, now) : undefined;
    // Never an earlier address of another article either: that link keeps its meaning.
    const slug =
      input.slug ??
      (await uniqueSlug(slugFromTitle(input.title), (candidate) => slugInUse(trx, candidate)));
    const id = await insertArticle(trx, {
      slug,
      title: input.title,
      author_name: input.author_name,
      hashtags: input.hashtags,
      content: input.content,
      banner_hash: image?.hash ?? null,
      banner_meta_title: input.banner_meta_title,
      banner_meta_alt: input.banner_meta_alt,
      published_at: new Date(input.publication?.date ?? input.date ?? now).toISOString(),
      status: input.publication?.status ?? 'published',
      updated_at: now.toISOString(),
    });
    await replaceArticleTags(trx, id, parseHashtags(input.hashtags));
    await keepRevision(trx, id, 'created', context);
    const created = await getArticleById(trx, id);
    if (!created) throw new Error(`article ${id} vanished inside its own transaction`);
    return created;
  });
}

/** Another save changed the article since the version the writer started from. */
class EditConflict extends Error {}

/**
 * Updates an article in one transaction. The slug changes only when staff give another one,
 * and then the old one keeps working as a redirect; the banner changes only when a new image
 * is given. Undefined when there is no such article; 'conflict' when `expectedVersion` (the
 * `updated_at` the writer started from) is no longer the article's, and nothing is written.
 */
export async function updateArticle(
  db: Store,
  id: number,
  input: ArticleInput,
  banner?: ProcessedImage,
  now = new Date(),
  { expectedVersion, ...context }: { expectedVersion?: string } & WriteContext = {},
): Promise<Article | undefined | 'conflict'> {
  try {
    return await db
      .transaction()
      .execute((trx) => writeUpdate(trx, id, input, banner, now, expectedVersion, context));
  } catch (error) {
    if (error instanceof EditConflict) return 'conflict';
    throw error;
  }
}

async function writeUpdate(
  trx: Executor,
  id: number,
  input: ArticleInput,
  banner: ProcessedImage | undefined,
  now: Date,
  expectedVersion: string | undefined,
  context: WriteContext,
): Promise<Article | undefined> {
  const current = await findArticle(trx, { id });
  if (!current) return undefined;
  if (expectedVersion !== undefined && current.updated_at !== expectedVersion) {
    throw new EditConflict();
  }
  const image = banner ? await saveImage(trx, banner, now) : undefined;
  const slug = input.slug && input.slug !== current.slug ? input.slug : undefined;
  if (slug) await moveSlug(trx, id, { oldSlug: current.slug, newSlug: slug }, now);
  const written = await updateArticleRow(
    trx,
    id,
    {
      title: input.title,
      author_name: input.author_name,
      hashtags: input.hashtags,
      content: input.content,
      banner_meta_title: input.banner_meta_title,
      banner_meta_alt: input.banner_meta_alt,
      ...(image
        ? { banner_hash: image.hash }
        : input.bannerHash !== undefined
          ? { banner_hash: input.bannerHash }
          : {}),
      ...(slug ? { slug } : {}),
      ...(input.publication
        ? { published_at: input.publication.date, status: input.publication.status }
        : input.date
          ? { published_at: new Date(input.date).toISOString() }
          : {}),
      updated_at: now.toISOString(),
    },
    // Another writer may have passed the same check a moment ago: only one of us writes.
    { expectedUpdatedAt: current.updated_at },
  );
  if (!written) throw new EditConflict();
  await replaceArticleTags(trx, id, parseHashtags(input.hashtags));
  await keepRevision(
    trx,
    id,
    context.restoredFrom ? 'restored' : 'updated',
    context,
    current.status,
  );
  return getArticleById(trx, id);
}

/**
 * Every write leaves a revision of what it wrote and an audit entry of who did what, in the
 * same transaction. `statusBefore`: the article's status before an edit.
 */
async function keepRevision(
  trx: Executor,
  id: number,
  event: 'created' | 'updated' | 'restored',
  { author, restoredFrom, autosave }: WriteContext,
  statusBefore?: ArticleStatus,
): Promise<void> {
  const row = await getArticleRow(trx, id);
  if (!row) throw new Error(`article ${id} vanished inside its own transaction`);
  const automatic = autosave === true && event === 'updated';
  if (automatic) {
    const run = await autosaveRun(trx, id, author, new Date(row.updated_at));
    // A later save of the same run: its revision now holds this text; the run's audit entry
    // already says who edited the article and when it began.
    if (run) return replaceRevision(trx, run.id, row);
  }
  await insertRevision(trx, row, {
    event: automatic ? 'autosaved' : event,
    author,
    restoredFrom,
    autosaveSince: automatic ? row.updated_at : null,
  });
  await recordAudit(
    trx,
    author ?? null,
    {
      action: auditAction(event, statusBefore, row.status),
      subject: { id, label: row.title },
      ...(event === 'restored' && restoredFrom ? { details: { revision: restoredFrom } } : {}),
      ...(event === 'created' ? { details: { status: row.status } } : {}),
      ...(automatic ? { details: { autosave: true } } : {}),
    },
    new Date(row.updated_at),
  );
}

/**
 * The run of automatic saves a new one joins: the article's newest revision, when it is an
 * automatic save by the same staff member whose run began less than AUTOSAVE_RUN_MS ago. Any
 * other save in between (an explicit one, a colleague's, a restore) ends the run.
 */
async function autosaveRun(
  trx: Executor,
  articleId: number,
  author: RevisionAuthor | undefined,
  now: Date,
): Promise<{ id: number } | undefined> {
  if (!author) return undefined;
  const latest = await latestRevision(trx, articleId);
  if (!latest || latest.event !== 'autosaved' || latest.staff_id !== author.id) return undefined;
  const since = latest.autosave_since ? Date.parse(latest.autosave_since) : Number.NaN;
  return now.getTime() - since < AUTOSAVE_RUN_MS ? { id: latest.id } : undefined;
}

/** What an edit did, as the audit log names it: a change of status says more than "edited". */
export function auditAction(
  event: 'created' | 'updated' | 'restored',
  before: ArticleStatus | undefined,
  after: ArticleStatus,
): AuditAction {
  if (event === 'created') return 'article.created';
  if (event === 'restored') return 'article.restored';
  if (before === after) return 'article.updated';
  if (after === 'published') return 'article.published';
  if (after === 'scheduled') return 'article.scheduled';
  return 'article.unpublished';
}

/** How many revisions the history shows (the newest). */
export const REVISIONS_SHOWN = 200;

/** An article's revisions, newest first. */
export async function listRevisions(db: Executor, articleId: number): Promise<RevisionSummary[]> {
  return listRevisionRows(db, articleId, REVISIONS_SHOWN);
}

/** One revision of an article, in the shape of the history extension (docs/CONTRACT.md). */
export async function getRevision(
  db: Executor,
  articleId: number,
  revisionId: number,
): Promise<(Revision & { banner_hash: string | null }) | undefined> {
  const row = await findRevision(db, articleId, revisionId);
  if (!row) return undefined;
  return {
    id: row.id,
    created_at: row.created_at,
    event: row.event,
    restored_from: row.restored_from,
    staff_email: row.staff_email,
    title: row.title,
    status: row.status,
    slug: row.slug,
    author_name: row.author_name,
    hashtags: row.hashtags,
    content: row.content,
    date: row.published_at,
    banner: {
      path: imagePath(row.banner_hash, row.banner_ext),
      meta_title: row.banner_meta_title,
      meta_alt: row.banner_meta_alt,
    },
    banner_hash: row.banner_hash,
  };
}

/** Deletes an article and its tags in one transaction; false when there was none. */
export async function deleteArticle(
  db: Store,
  id: number,
  { author }: WriteContext = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await getArticleRow(trx, id);
    if (!row || !(await deleteArticleRow(trx, id))) return false;
    await recordAudit(trx, author ?? null, {
      action: 'article.deleted',
      subject: { id, label: row.title },
      details: { slug: row.slug, status: row.status },
    });
    return true;
  });
}

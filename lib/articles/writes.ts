import { catchUpSearchIndex } from './search/index-queue';
import { queueIndexing } from './search/indexing';
import type { ProcessedImage } from '@/lib/images/process';
import type { Executor, Store } from '@/lib/db/database';
import type { ArticleRow } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/dialect';
import {
  deleteArticleRow,
  findArticle,
  insertArticle,
  moveSlug,
  publishDueRows,
  replaceArticleTags,
  slugInUse,
  updateArticleRow,
} from '@/lib/articles/store';
import { getArticleRow } from '@/lib/articles/revisions-store';
import { tidyGroup } from './translation-groups';
import { parseHashtags } from './hashtags';
import { saveImage } from './images';
import { getArticleById } from './reads';
import type { RecordChange, WriteContext } from './changes';
import { keepRevision } from './revisions';
import type { Article } from './schemas';
import { isTitleSlug, slugFromTitle, uniqueSlug } from './slug';
import type { ArticleStatus, Publication } from './status';
import type { ArticleLanguage } from './language';
import { articleBodies } from './bodies';
import { languageOf, type BodyFacts } from './body';

export type { ArticleChange, RecordChange, WriteContext } from './changes';

/**
 * Articles as the contract knows them, written to the store: slugs, tags, banners and
 * revisions are decided here, and the store only persists the rows it is given.
 */
export interface ArticleInput {
  title: string;
  author_name: string;
  hashtags: string;
  content: string;
  /** What the body's thread read of `content`; absent: read now (lib/articles/bodies.ts). */
  facts?: BodyFacts;
  banner_meta_title: string;
  banner_meta_alt: string;
  /** Its own meta description and social title; absent: kept ('' for a new article). */
  description?: string;
  social_title?: string;
  /** Status and publication time (lib/articles/status.ts); a published article now by default. */
  publication?: Publication;
  /** Publication date of a published article (the sample newsroom); `publication` wins. */
  date?: string;
  /** The address staff chose (normalised, lib/articles/slug.ts); else from the title, or kept. */
  slug?: string;
  /** A banner already stored (a restored revision's); a new `banner` image wins. */
  bannerHash?: string | null;
  /** Absent: kept; a new article without it is in the language of its text. */
  language?: ArticleLanguage;
  /** A new article made as the translation of another (lib/articles/translations.ts). */
  translationOf?: { group: number; sourceRevisionId: number | null };
}

/** Publishes the scheduled articles whose time has come; their slugs. */
export function publishDueArticles(
  db: Store,
  now = new Date(),
  record?: RecordChange,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const published = await publishDueRows(trx, now);
    for (const { id, title } of published) {
      await record?.(trx, { event: 'published', id, title, at: now });
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
      const article = await insertNewArticle(db, input, banner, now, context);
      await catchUpSearchIndex(db);
      return article;
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
  return db.transaction().execute((trx) => insertArticleWithin(trx, input, banner, now, context));
}

/**
 * Creates an article inside the caller's transaction (a translation is made in the same one
 * as its link); a unique violation (a slug taken meanwhile) is the caller's to retry.
 */
export async function insertArticleWithin(
  trx: Executor,
  input: ArticleInput,
  banner: ProcessedImage | undefined,
  now: Date,
  context: WriteContext,
): Promise<Article> {
  const facts = input.facts ?? (await articleBodies.facts(input.content));
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
    word_count: facts.words,
    banner_hash: image?.hash ?? input.bannerHash ?? null,
    banner_meta_title: input.banner_meta_title,
    banner_meta_alt: input.banner_meta_alt,
    description: input.description ?? '',
    social_title: input.social_title ?? '',
    published_at: new Date(input.publication?.date ?? input.date ?? now).toISOString(),
    status: input.publication?.status ?? 'published',
    updated_at: now.toISOString(),
    language: input.language ?? languageOf(input.title, facts),
    translation_group: input.translationOf?.group ?? null,
    source_revision_id: input.translationOf?.sourceRevisionId ?? null,
  });
  await replaceArticleTags(trx, id, parseHashtags(input.hashtags));
  await queueIndexing(trx, id, facts);
  await keepRevisionAndRecord(trx, id, 'created', context);
  const created = await getArticleById(trx, id);
  if (!created) throw new Error(`article ${id} vanished inside its own transaction`);
  return created;
}

/** Another save changed the article since the version the writer started from. */
class EditConflict extends Error {}

/**
 * Updates an article in one transaction. The slug changes only when staff give another one,
 * and then the old one keeps working as a redirect; the banner changes only when a new image
 * is given. Undefined when there is no such article; 'conflict' when `expectedVersion` (the
 * `updated_at` the writer started from) is no longer the article's, and nothing is written.
 */
export async function writeArticleUpdate(
  db: Store,
  id: number,
  input: ArticleInput,
  banner?: ProcessedImage,
  now = new Date(),
  { expectedVersion, ...context }: { expectedVersion?: string } & WriteContext = {},
): Promise<Article | undefined | 'conflict'> {
  try {
    const article = await db
      .transaction()
      .execute((trx) => writeUpdate(trx, id, input, banner, now, expectedVersion, context));
    await catchUpSearchIndex(db);
    return article;
  } catch (error) {
    if (error instanceof EditConflict) return 'conflict';
    throw error;
  }
}

/**
 * A draft whose address came from its title follows its title: a translation made as a copy
 * of its original (`building-brands-2`) takes the slug of its own title once it is written
 * (`kak-stroit-brendy`). A slug staff chose, or any published article's, stays.
 */
async function draftTitleSlug(
  trx: Executor,
  current: Pick<ArticleRow, 'id' | 'slug' | 'title' | 'status'>,
  title: string,
): Promise<string | undefined> {
  if (current.status !== 'draft' || title === current.title) return undefined;
  if (!isTitleSlug(current.slug, current.title) || isTitleSlug(current.slug, title)) {
    return undefined;
  }
  return uniqueSlug(slugFromTitle(title), (candidate) => slugInUse(trx, candidate, current.id));
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
  const facts = input.facts ?? (await articleBodies.facts(input.content));
  const image = banner ? await saveImage(trx, banner, now) : undefined;
  const slug =
    input.slug && input.slug !== current.slug
      ? input.slug
      : await draftTitleSlug(trx, current, input.title);
  if (slug) await moveSlug(trx, id, { oldSlug: current.slug, newSlug: slug }, now);
  const written = await updateArticleRow(
    trx,
    id,
    {
      title: input.title,
      author_name: input.author_name,
      hashtags: input.hashtags,
      content: input.content,
      word_count: facts.words,
      banner_meta_title: input.banner_meta_title,
      banner_meta_alt: input.banner_meta_alt,
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.social_title !== undefined ? { social_title: input.social_title } : {}),
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
      ...(input.language ? { language: input.language } : {}),
      updated_at: now.toISOString(),
    },
    // Another writer may have passed the same check a moment ago: only one of us writes.
    { expectedUpdatedAt: current.updated_at },
  );
  if (!written) throw new EditConflict();
  await replaceArticleTags(trx, id, parseHashtags(input.hashtags));
  await queueIndexing(trx, id, facts);
  await keepRevisionAndRecord(
    trx,
    id,
    context.restoredFrom ? 'restored' : 'updated',
    context,
    current.status,
  );
  return getArticleById(trx, id);
}

/** Every write leaves a revision of what it wrote and tells the caller, in its transaction. */
async function keepRevisionAndRecord(
  trx: Executor,
  id: number,
  event: 'created' | 'updated' | 'restored',
  { author, restoredFrom, autosave, record }: WriteContext,
  statusBefore?: ArticleStatus,
): Promise<void> {
  const kept = await keepRevision(trx, id, event, { author, restoredFrom, autosave });
  await record?.(trx, { event, id, author, statusBefore, restoredFrom, ...kept });
}

/**
 * Deletes an article and its tags in one transaction; false when there was none. Its
 * translations stay, without it: one left alone is linked to nothing.
 */
export async function deleteArticle(
  db: Store,
  id: number,
  { author, record }: WriteContext = {},
): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await getArticleRow(trx, id);
    if (!row || !(await deleteArticleRow(trx, id))) return false;
    await queueIndexing(trx, id);
    if (row.translation_group !== null) await tidyGroup(trx, row.translation_group, id);
    await record?.(trx, {
      event: 'deleted',
      id,
      author,
      title: row.title,
      slug: row.slug,
      status: row.status,
    });
    return true;
  });
  if (deleted) await catchUpSearchIndex(db);
  return deleted;
}

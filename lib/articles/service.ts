import type { Failure, Result } from '@/lib/failure';
import { editorHtml } from '@/lib/editor/html';
import { ImageRejected, processImage, type ProcessedImage } from '@/lib/images/process';
import { getStore } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/dialect';
import type { StaffAccount } from '@/lib/auth/staff-account';
import {
  articleFieldsSchema,
  BANNER_IMAGE_FIELD,
  errorKey,
  MULTIPART_FIELDS,
  type ArticleField,
  type ArticleFields,
} from '@/lib/articles/validation';
import { recordArticleChange } from './audit';
import { saveImage } from './images';
import * as reads from './reads';
import * as revisions from './revisions';
import * as writes from './writes';
import { revalidateArticles } from './revalidate';
import type { Article, ArticleListItem, Revision, RevisionSummary } from './schemas';
import { sanitizeArticleHtml } from './sanitize';
import { slugFromInput } from './slug';
import {
  resolvePublication,
  type ArticleStatus,
  type Publication,
  type PublicationRequest,
} from './status';

/**
 * The article use-cases, HTTP-free: each validates, persists and refreshes the public pages,
 * so that no write path can forget the refresh (the routes only read the request and shape the
 * answer). Errors are catalogue keys (`validation.*`, `images.*`), translated at the edge.
 */

/** What staff send for an article, from whatever transport. */
export interface ArticleSubmission {
  /** The text fields by their contract names; absent ones are ''. */
  fields: Record<ArticleField, string>;
  /** The banner file's bytes when one was chosen (an empty file included, to be refused). */
  banner?: Uint8Array;
  /** Status and publication time asked for; absent parts keep what the article has. */
  publication?: PublicationRequest;
  /** The address asked for; '' or absent: from the title (new) or kept (existing). */
  slug?: string;
  /**
   * A draft saving itself as staff type (the form's autosave): it must stay a draft, is never
   * made of an article in another status, and joins the run's revision (revisions.ts).
   */
  autosave?: boolean;
}

/** Problems by the contract's error keys (`title`, `banner.meta_alt`, `banner.image`). */
export type FieldProblems = Record<string, string[]>;

export type WriteResult<T> = Result<
  T,
  | (Failure & { code: 'invalid' | 'tooLarge'; problems: FieldProblems })
  | (Failure & { code: 'notFound' })
  /** Someone saved the article since the version the writer started from: nothing written. */
  | (Failure & { code: 'conflict'; current: Article })
>;

const revisionNotFound = { ok: false, code: 'notFound', message: 'api.revisionNotFound' } as const;

const imageKey = (error: ImageRejected) => `images.${error.problem}`;

async function readImage(bytes: Uint8Array): Promise<ProcessedImage | ImageRejected> {
  try {
    return await processImage(Buffer.from(bytes));
  } catch (error) {
    if (error instanceof ImageRejected) return error;
    throw error;
  }
}

/**
 * Validated fields (sanitised, with plain spaces), publication and re-encoded banner, or the
 * problems. `current` is what the article has now (undefined for a new one).
 */
async function validate(
  submission: ArticleSubmission,
  current?: Publication & { id: number },
): Promise<
  | {
      ok: true;
      fields: ArticleFields;
      publication: Publication;
      slug?: string;
      banner?: ProcessedImage;
    }
  | Extract<WriteResult<never>, { code: 'invalid' | 'tooLarge' }>
> {
  const parsed = articleFieldsSchema.safeParse(submission.fields);
  const problems: FieldProblems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = MULTIPART_FIELDS[issue.path[0] as ArticleField];
      if (name) (problems[errorKey(name)] ??= []).push(`validation.${issue.message}`);
    }
  }
  const publication = resolvePublication(submission.publication ?? {}, current, new Date());
  if (!publication.ok) problems[publication.field] = [`validation.${publication.code}`];
  const slug = await validSlug(submission.slug, current?.id);
  if (slug && 'error' in slug) problems.slug = [`validation.${slug.error}`];
  let banner: ProcessedImage | undefined;
  if (submission.banner) {
    const image = await readImage(submission.banner);
    if (image instanceof ImageRejected) {
      const bannerProblems = { [errorKey(BANNER_IMAGE_FIELD)]: [imageKey(image)] };
      if (image.status === 413 && Object.keys(problems).length === 0) {
        return { ok: false, code: 'tooLarge', message: imageKey(image), problems: bannerProblems };
      }
      Object.assign(problems, bannerProblems);
    } else {
      banner = image;
    }
  }
  if (!parsed.success || !publication.ok || Object.keys(problems).length > 0) {
    return { ok: false, code: 'invalid', problems };
  }
  // Stored sanitised; rendering sanitises again (an external provider's HTML is not trusted).
  return {
    ok: true,
    fields: { ...parsed.data, content: sanitizeArticleHtml(editorHtml(parsed.data.content)) },
    publication: publication.value,
    slug: slug && 'slug' in slug ? slug.slug : undefined,
    banner,
  };
}

/** The slug staff asked for, if any: normalised, not reserved, not another article's. */
async function validSlug(input: string | undefined, articleId?: number) {
  const asked = slugFromInput(input);
  if (!asked || 'error' in asked) return asked;
  const free = await reads.isSlugAvailable(await getStore(), asked.slug, articleId);
  return free ? asked : { error: 'slugTaken' as const };
}

export async function createArticle(
  submission: ArticleSubmission,
  actor: StaffAccount,
): Promise<WriteResult<Article>> {
  const valid = await validate(submission);
  if (!valid.ok) return valid;
  if (submission.autosave && valid.publication.status !== 'draft') return autosaveRefused();
  let article: Article;
  try {
    article = await writes.createArticle(
      await getStore(),
      { ...valid.fields, publication: valid.publication, slug: valid.slug },
      valid.banner,
      new Date(),
      { author: actor, record: recordArticleChange },
    );
  } catch (error) {
    // Someone took the address asked for a moment ago.
    if (!valid.slug || !isUniqueViolation(error)) throw error;
    return { ok: false, code: 'invalid', problems: { slug: ['validation.slugTaken'] } };
  }
  if (!submission.autosave) await revalidateArticles({ slug: article.slug });
  return { ok: true, value: article };
}

/**
 * Undefined `id` (not a canonical id) is answered like an id that does not exist.
 * `expectedVersion`: the `updated_at` the staff member started editing from; when someone
 * saved since, nothing is written and the answer carries the article as it is now.
 */
export async function updateArticle(
  id: number | undefined,
  submission: ArticleSubmission,
  actor: StaffAccount,
  { expectedVersion }: { expectedVersion?: string } = {},
): Promise<WriteResult<Article>> {
  const db = await getStore();
  const before = id === undefined ? undefined : await reads.getArticleById(db, id);
  if (!before) return { ok: false, code: 'notFound' };
  const valid = await validate(submission, {
    id: before.id,
    status: before.status,
    date: before.date,
  });
  if (!valid.ok) return valid;
  if (submission.autosave) {
    // Only a draft saves itself. One that is no longer a draft was changed by someone since
    // the version the writer has, when it has one: that is a conflict to show, not to write.
    if (before.status !== 'draft' && expectedVersion && expectedVersion !== before.updated_at) {
      return { ok: false, code: 'conflict', current: before };
    }
    if (before.status !== 'draft' || valid.publication.status !== 'draft') {
      return autosaveRefused();
    }
  }
  let article: Article | undefined | 'conflict';
  try {
    article = await writes.updateArticle(
      db,
      before.id,
      { ...valid.fields, publication: valid.publication, slug: valid.slug },
      valid.banner,
      new Date(),
      {
        expectedVersion,
        author: actor,
        autosave: submission.autosave,
        record: recordArticleChange,
      },
    );
  } catch (error) {
    if (!valid.slug || !isUniqueViolation(error)) throw error;
    return { ok: false, code: 'invalid', problems: { slug: ['validation.slugTaken'] } };
  }
  if (article === 'conflict') {
    const current = await reads.getArticleById(db, before.id);
    return current ? { ok: false, code: 'conflict', current } : { ok: false, code: 'notFound' };
  }
  if (!article) return { ok: false, code: 'notFound' };
  // A draft that stays a draft is on no public page: an autosave every few seconds expires
  // nothing.
  if (!submission.autosave) await revalidateArticles({ slug: article.slug, oldSlug: before.slug });
  return { ok: true, value: article };
}

function autosaveRefused(): WriteResult<never> {
  return { ok: false, code: 'invalid', problems: { status: ['validation.autosaveDraftOnly'] } };
}

export async function deleteArticle(
  id: number | undefined,
  actor: StaffAccount,
): Promise<WriteResult<void>> {
  const db = await getStore();
  const existing = id === undefined ? undefined : await reads.getArticleById(db, id);
  if (
    !existing ||
    !(await writes.deleteArticle(db, existing.id, { author: actor, record: recordArticleChange }))
  ) {
    return { ok: false, code: 'notFound' };
  }
  await revalidateArticles({ slug: existing.slug });
  return { ok: true, value: undefined };
}

/** The CRM's list: every article, or those of one status, newest first. */
export async function staffArticleList(
  status: ArticleStatus | undefined,
  _actor: StaffAccount,
): Promise<ArticleListItem[]> {
  return reads.listStaffArticles(await getStore(), status);
}

/** An article of any status, for the staff member editing it; undefined when there is none. */
export async function staffArticle(id: number, _actor: StaffAccount): Promise<Article | undefined> {
  return reads.getArticleById(await getStore(), id);
}

/**
 * Publishes the scheduled articles whose time has come and refreshes the public pages; their
 * slugs. Run by the server's sweep (lib/server/sweep.ts) and by the cron endpoint.
 */
export async function publishDueArticles(now = new Date()): Promise<string[]> {
  const slugs = await writes.publishDueArticles(await getStore(), now, recordArticleChange);
  // The sweep runs outside any request (the cron endpoint inside one: either way works).
  for (const slug of slugs) await revalidateArticles({ slug }, { outsideRequest: true });
  return slugs;
}

/** An article's history, newest first; undefined when there is no such article. */
export async function articleRevisions(
  id: number | undefined,
  _actor: StaffAccount,
): Promise<RevisionSummary[] | undefined> {
  const db = await getStore();
  if (id === undefined || !(await reads.getArticleById(db, id))) return undefined;
  return revisions.listRevisions(db, id);
}

/** One revision of an article, undefined when either is unknown. */
export async function articleRevision(
  id: number | undefined,
  revisionId: number | undefined,
  _actor: StaffAccount,
): Promise<Revision | undefined> {
  if (id === undefined || revisionId === undefined) return undefined;
  const revision = await revisions.getRevision(await getStore(), id, revisionId);
  if (!revision) return undefined;
  const { banner_hash: _hash, ...shown } = revision;
  return shown;
}

/**
 * Brings an earlier revision back as a new one: its title, body, author, hashtags and banner.
 * The address, status and date stay as they are now (a restore never unpublishes or moves a
 * page). Checked against `expectedVersion` like any edit.
 */
export async function restoreRevision(
  id: number | undefined,
  revisionId: number | undefined,
  actor: StaffAccount,
  { expectedVersion }: { expectedVersion?: string } = {},
): Promise<WriteResult<Article>> {
  if (id === undefined || revisionId === undefined) return revisionNotFound;
  const db = await getStore();
  const revision = await revisions.getRevision(db, id, revisionId);
  if (!revision) return revisionNotFound;
  const result = await writes.updateArticle(
    db,
    id,
    {
      title: revision.title,
      author_name: revision.author_name,
      hashtags: revision.hashtags,
      content: revision.content,
      banner_meta_title: revision.banner.meta_title,
      banner_meta_alt: revision.banner.meta_alt,
      bannerHash: revision.banner_hash,
    },
    undefined,
    new Date(),
    { expectedVersion, author: actor, restoredFrom: revision.id, record: recordArticleChange },
  );
  if (result === 'conflict') {
    const current = await reads.getArticleById(db, id);
    return current ? { ok: false, code: 'conflict', current } : revisionNotFound;
  }
  if (!result) return revisionNotFound;
  await revalidateArticles({ slug: result.slug });
  return { ok: true, value: result };
}

/** An image for an article's body (pasted or dropped in the editor). */
export async function uploadImage(
  bytes: Uint8Array | undefined,
  _actor: StaffAccount,
): Promise<WriteResult<{ path: string; width: number; height: number }>> {
  if (!bytes) {
    return {
      ok: false,
      code: 'invalid',
      message: 'images.missing',
      problems: { image: ['images.missing'] },
    };
  }
  const image = await readImage(bytes);
  if (image instanceof ImageRejected) {
    // One field: its problem is the answer's message.
    const problems = { image: [imageKey(image)] };
    const code = image.status === 413 ? 'tooLarge' : 'invalid';
    return { ok: false, code, message: imageKey(image), problems };
  }
  const saved = await saveImage(await getStore(), image);
  return { ok: true, value: { path: saved.path, width: image.width, height: image.height } };
}

import type { ChecklistCode } from './checklist-codes';
import type { Failure, Result } from '@/lib/failure';
import { ImageRejected, processImage, type ProcessedImage } from '@/lib/images/process';
import { getStore } from '@/lib/db/database';
import {
  articleFieldsSchema,
  BANNER_IMAGE_FIELD,
  errorKey,
  MULTIPART_FIELDS,
  type ArticleField,
  type ArticleFields,
} from '@/lib/articles/validation';
import * as reads from './reads';
import type { Article } from './schemas';
import { isArticleLanguage, type ArticleLanguage } from './language';
import { ThreadBusy, ThreadTimeout } from '@/lib/server/thread-calls';
import { articleBodies } from './bodies';
import type { BodyFacts } from './body';
import { slugFromInput } from './slug';
import { resolvePublication, type Publication, type PublicationRequest } from './status';

/**
 * What staff send for an article and how the use-cases check it: the fields, the publication,
 * the address and the banner, validated together so that every problem is answered at once.
 * Errors are catalogue keys (`validation.*`, `images.*`), translated at the edge.
 */

/** What staff send for an article, from whatever transport. */
export interface ArticleSubmission {
  /**
   * The text fields by their contract names; absent ones are '', but for the extension fields
   * (EXTENSION_FIELDS), whose absence keeps what the article has.
   */
  fields: Record<Exclude<ArticleField, 'description' | 'social_title'>, string> &
    Partial<Record<'description' | 'social_title', string>>;
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
  /** The article's language (`en`, `ru`); '' or absent: kept, or a new article's text's. */
  language?: string;
  /** The checklist's findings staff published or scheduled the article despite (their codes). */
  checklistOverridden?: readonly ChecklistCode[];
}

/** Problems by the contract's error keys (`title`, `banner.meta_alt`, `banner.image`). */
export type FieldProblems = Record<string, string[]>;

export type WriteResult<T> = Result<
  T,
  | (Failure & { code: 'invalid' | 'tooLarge'; problems: FieldProblems })
  | (Failure & { code: 'notFound' })
  /** The body's thread has too much to do just now, or gave up on this body: try again soon. */
  | (Failure & { code: 'unavailable' })
  /** Someone saved the article since the version the writer started from: nothing written. */
  | (Failure & { code: 'conflict'; current: Article })
>;

export const imageKey = (error: ImageRejected) => `images.${error.problem}`;

export async function readImage(bytes: Uint8Array): Promise<ProcessedImage | ImageRejected> {
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
export async function validateSubmission(
  submission: ArticleSubmission,
  current?: Publication & { id: number },
): Promise<
  | {
      ok: true;
      fields: ArticleFields;
      /** What the body's thread read of the body (its text, search terms, words, letters). */
      facts: BodyFacts;
      publication: Publication;
      slug?: string;
      banner?: ProcessedImage;
      language?: ArticleLanguage;
    }
  | Extract<WriteResult<never>, { code: 'invalid' | 'tooLarge' | 'unavailable' }>
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
  const language = submission.language || undefined;
  if (language !== undefined && !isArticleLanguage(language)) {
    problems.language = ['validation.languageInvalid'];
  }
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
  let body;
  try {
    body = await articleBodies.store(parsed.data.content);
  } catch (error) {
    if (error instanceof ThreadBusy || error instanceof ThreadTimeout) {
      return { ok: false, code: 'unavailable', message: 'api.busy' };
    }
    throw error;
  }
  const { html, empty, ...facts } = body;
  // Only what the allow-list leaves counts: a body of pictures from elsewhere shows nothing.
  if (empty)
    return { ok: false, code: 'invalid', problems: { content: ['validation.contentEmpty'] } };
  return {
    ok: true,
    fields: { ...parsed.data, content: html },
    facts,
    publication: publication.value,
    slug: slug && 'slug' in slug ? slug.slug : undefined,
    banner,
    language: isArticleLanguage(language) ? language : undefined,
  };
}

/** The slug staff asked for, if any: normalised, not reserved, not another article's. */
async function validSlug(input: string | undefined, articleId?: number) {
  const asked = slugFromInput(input);
  if (!asked || 'error' in asked) return asked;
  const free = await reads.isSlugAvailable(await getStore(), asked.slug, articleId);
  return free ? asked : { error: 'slugTaken' as const };
}

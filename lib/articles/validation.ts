import '@/lib/validation/zod-config';
import { parseId } from '@/lib/validation/id';
import * as z from 'zod';
import { isEmptyArticleHtml } from '@/lib/editor/html';

/** Contract limits (docs/CONTRACT.md): characters, counted after trimming. */
export const ARTICLE_LIMITS = {
  title: 255,
  author_name: 255,
  hashtags: 512,
  banner_meta_title: 255,
  banner_meta_alt: 255,
  description: 300,
  social_title: 120,
} as const;

/**
 * An article body's HTML at most, in bytes of UTF-8 (docs/CONTRACT.md): twice the longest
 * guide the newsroom has published with its markup, and far more than a reader finishes. A
 * longer one is refused as it arrives, before any of it is parsed.
 */
export const ARTICLE_HTML_MAX_BYTES = 512 * 1024;

/** The article form's fields longer than a text field's usual limit (lib/http/body.ts). */
export const ARTICLE_FORM_FIELDS = {
  content: { bytes: ARTICLE_HTML_MAX_BYTES, problem: 'validation.contentTooLarge' },
} as const;

/** Bytes of `text` in UTF-8, counted without encoding it (a lone surrogate is three). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Control characters (NUL and the like) and lone surrogates carry no meaning in a title or a
 * name, and would break the feed and other XML: they are dropped, not refused.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').toWellFormed();
}

/**
 * Why a field is refused, as a code: the CRM form and the provider's 422 answer translate it
 * (`validation.<code>` in messages/crm.ru.json).
 */
export type ArticleErrorCode =
  | 'titleEmpty'
  | 'titleTooLong'
  | 'authorEmpty'
  | 'authorTooLong'
  | 'hashtagsEmpty'
  | 'hashtagsTooLong'
  | 'contentEmpty'
  | 'contentTooLarge'
  | 'metaTitleTooLong'
  | 'metaAltTooLong'
  | 'descriptionTooLong'
  | 'socialTitleTooLong'
  /** The form's own check (a picture without a description); the provider does not refuse it. */
  | 'imageUndescribed';

const requiredText = (max: number, empty: ArticleErrorCode, tooLong: ArticleErrorCode) =>
  z
    .string({ error: empty })
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, empty)
    .max(max, tooLong);

const optionalText = (max: number, tooLong: ArticleErrorCode) =>
  z.string().overwrite(withoutControlCharacters).trim().max(max, tooLong).optional().default('');

/**
 * An extension field (docs/CONTRACT.md): absent stays undefined, so that a write from a client
 * that does not know it keeps what the article has. Line breaks become spaces: it is one line.
 */
const extensionText = (max: number, tooLong: ArticleErrorCode) =>
  z
    .string()
    .overwrite((text) => withoutControlCharacters(text.replace(/\s+/g, ' ')))
    .trim()
    .max(max, tooLong)
    .optional();

/** One schema for the article form (CRM) and the write endpoints of the embedded provider. */
export const articleFieldsSchema = z.object({
  title: requiredText(ARTICLE_LIMITS.title, 'titleEmpty', 'titleTooLong'),
  author_name: requiredText(ARTICLE_LIMITS.author_name, 'authorEmpty', 'authorTooLong'),
  hashtags: requiredText(ARTICLE_LIMITS.hashtags, 'hashtagsEmpty', 'hashtagsTooLong'),
  content: z
    .string({ error: 'contentEmpty' })
    .refine((html) => utf8Length(html) <= ARTICLE_HTML_MAX_BYTES, {
      error: 'contentTooLarge',
      abort: true,
    })
    .refine((html) => !isEmptyArticleHtml(html), 'contentEmpty'),
  banner_meta_title: optionalText(ARTICLE_LIMITS.banner_meta_title, 'metaTitleTooLong'),
  banner_meta_alt: optionalText(ARTICLE_LIMITS.banner_meta_alt, 'metaAltTooLong'),
  description: extensionText(ARTICLE_LIMITS.description, 'descriptionTooLong'),
  social_title: extensionText(ARTICLE_LIMITS.social_title, 'socialTitleTooLong'),
});

export type ArticleFields = z.output<typeof articleFieldsSchema>;
export type ArticleField = keyof ArticleFields;
export const ARTICLE_FIELDS = Object.keys(articleFieldsSchema.shape) as ArticleField[];

/** The same fields as text kept before any check: a browser's draft, the sample newsroom. */
export const articleTextSchema = z.object({
  title: z.string(),
  author_name: z.string(),
  hashtags: z.string(),
  content: z.string(),
  banner_meta_title: z.string(),
  banner_meta_alt: z.string(),
  // Drafts kept before these fields existed have none.
  description: z.string().default(''),
  social_title: z.string().default(''),
} satisfies Record<ArticleField, z.ZodType<string, unknown>>);

/** Multipart field names of the contract (docs/CONTRACT.md), sent by the CRM, read by the endpoints. */
export const MULTIPART_FIELDS: Record<ArticleField, string> = {
  title: 'title',
  author_name: 'author_name',
  hashtags: 'hashtags',
  content: 'content',
  banner_meta_title: 'banner[meta_title]',
  banner_meta_alt: 'banner[meta_alt]',
  /** The description extension (docs/CONTRACT.md): optional, absent keeps the article's. */
  description: 'description',
  social_title: 'social_title',
};
/** Fields a client may leave out of a write: then the article keeps what it has. */
export const EXTENSION_FIELDS: readonly ArticleField[] = ['description', 'social_title'];
export const BANNER_IMAGE_FIELD = 'banner[image]';
/**
 * The workflow extension's fields: `draft`, `scheduled` or `published`; an ISO 8601 time; the
 * address staff chose (docs/CONTRACT.md).
 */
export const PUBLICATION_FIELDS = {
  status: 'status',
  date: 'date',
  slug: 'slug',
  /** '1': the form saving a draft by itself (docs/CONTRACT.md, automatic saves). */
  autosave: 'autosave',
  /** `en` or `ru` (the translations extension); absent: kept, or a new article's text's. */
  language: 'language',
  /**
   * The checklist's findings staff published or scheduled the article despite, their codes
   * separated by commas (lib/articles/checklist.ts): kept in the audit log's entry.
   */
  checklistOverridden: 'checklist_overridden',
} as const;
/**
 * POST /api/preview: besides the article's fields, the article it is of (absent for a new one)
 * and its saved banner's path under {api}.
 */
export const PREVIEW_FIELDS = { articleId: 'article_id', bannerPath: 'banner_path' } as const;

export { errorKey } from '@/lib/validation/field-name';

/** The first error code of each invalid field; empty when the input is valid. */
export function articleErrors(input: unknown): Partial<Record<ArticleField, ArticleErrorCode>> {
  const result = articleFieldsSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<ArticleField, ArticleErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ArticleField | undefined;
    if (field && ARTICLE_FIELDS.includes(field))
      errors[field] ??= issue.message as ArticleErrorCode;
  }
  return errors;
}

/**
 * Ids in URLs and calls: a non-negative whole number (SPEC 5). A string counts only in its
 * canonical decimal form ('12', not ' 12', '012', '12\n' or '1e1'), so that one article has
 * exactly one address; anything else is refused before any request is made.
 */
export const parseArticleId = parseId;

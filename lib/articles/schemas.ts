import '@/lib/validation/zod-config';
import * as z from 'zod';
import { ARTICLE_LANGUAGES, DEFAULT_ARTICLE_LANGUAGE } from './language';
import { ARTICLE_STATUSES } from './status';

/** The provider contract (docs/CONTRACT.md): every answer from {api} is parsed with these, once. */
export const bannerSchema = z.object({
  path: z.string(),
  meta_alt: z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
  meta_title: z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
});

/** Another version of an article, in another language (the translations extension). */
export const translationSchema = z.object({
  id: z.number().int().nonnegative(),
  slug: z.string().min(1),
  language: z.enum(ARTICLE_LANGUAGES),
  status: z.enum(ARTICLE_STATUSES).default('published').catch('draft'),
});

/**
 * Staff reads only (docs/CONTRACT.md, optional): the original a translation was made from,
 * the original's revision it is up to date with, and the original's latest revision; a later
 * one means the original changed since (the translation is behind).
 */
export const translationSourceSchema = z.object({
  id: z.number().int().nonnegative(),
  slug: z.string().min(1),
  language: z.enum(ARTICLE_LANGUAGES),
  revision_id: z.number().int().positive(),
  latest_revision_id: z.number().int().positive(),
});

export const articleListItemSchema = z.object({
  id: z.number().int().nonnegative(),
  title: z.string().min(1),
  author_name: z.string(),
  date: z.iso.datetime({ offset: true }).or(z.iso.date()),
  hashtags: z.string(),
  slug: z.string().min(1),
  // The workflow extension (docs/CONTRACT.md): a provider that knows only the spec has
  // published articles only; a status this site does not know is not public.
  status: z.enum(ARTICLE_STATUSES).default('published').catch('draft'),
  banner: bannerSchema,
  // The translations extension (docs/CONTRACT.md): a provider that knows only the spec has
  // articles in the site's default language and none translated; a language this site does
  // not publish in is read as that default, and a translation it cannot read is left out.
  language: z
    .enum(ARTICLE_LANGUAGES)
    .default(DEFAULT_ARTICLE_LANGUAGE)
    .catch(DEFAULT_ARTICLE_LANGUAGE),
  translations: z
    .array(z.unknown())
    .default([])
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = translationSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  translation_source: translationSourceSchema.optional().catch(undefined),
  // The reading-time extension (docs/CONTRACT.md): the words of its text, for a list's reading
  // time; a provider that does not send it has none shown on its cards.
  word_count: z.number().int().nonnegative().optional().catch(undefined),
  // The description extension (docs/CONTRACT.md): the article's own meta description and
  // social title; '' (or absent, from a provider that knows only the spec): none of its own.
  description: z.string().optional().catch(undefined),
  social_title: z.string().optional().catch(undefined),
  // The version staff edit from (the edit-conflict check, docs/CONTRACT.md), and when the
  // article last changed (the sitemap's lastmod, dateModified); optional.
  updated_at: z.string().optional(),
});

export const articleSchema = articleListItemSchema.extend({
  content: z.string(),
});

/** The history extension (docs/CONTRACT.md): what each save of an article left. */
export const REVISION_EVENTS = ['initial', 'created', 'updated', 'autosaved', 'restored'] as const;

export const revisionSummarySchema = z.object({
  id: z.number().int().positive(),
  created_at: z.string(),
  event: z.enum(REVISION_EVENTS).catch('updated'),
  restored_from: z.number().int().positive().nullable().catch(null),
  /** Who saved it ('' when nobody is known: history began, or another client wrote). */
  staff_email: z.string(),
  title: z.string(),
  status: z.enum(ARTICLE_STATUSES).catch('draft'),
  /** The name staff gave the version ('' for none); a provider without names sends none. */
  name: z.string().default('').catch(''),
});

export const revisionSchema = revisionSummarySchema.extend({
  slug: z.string(),
  author_name: z.string(),
  hashtags: z.string(),
  content: z.string(),
  date: z.string(),
  banner: bannerSchema,
  description: z.string().default('').catch(''),
  social_title: z.string().default('').catch(''),
});

export const revisionListResponseSchema = z.object({ data: z.array(revisionSummarySchema) });
export const revisionResponseSchema = z.object({ data: revisionSchema });

export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
export type Revision = z.infer<typeof revisionSchema>;

export const articleListResponseSchema = z.object({ data: z.array(articleListItemSchema) });
export const articleResponseSchema = z.object({ data: articleSchema });

export type ArticleListItem = z.infer<typeof articleListItemSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Translation = z.infer<typeof translationSchema>;
export type TranslationSource = z.infer<typeof translationSourceSchema>;

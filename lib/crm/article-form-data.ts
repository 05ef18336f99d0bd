import { isArticleLanguage } from '@/lib/articles/language';
import type { Article } from '@/lib/articles/schemas';
import type { ArticleStatus } from '@/lib/articles/status';
import {
  BANNER_IMAGE_FIELD,
  MULTIPART_FIELDS,
  PREVIEW_FIELDS,
  PUBLICATION_FIELDS,
  type ArticleField,
} from '@/lib/articles/validation';
import type { DraftValues } from './drafts';

/** What a save asks for: a draft, a schedule, or publishing. */
export type PublishIntent = 'draft' | 'schedule' | 'publish';

/** The form's values of an article as saved. */
export function draftValuesOf(article: Article): DraftValues {
  return {
    title: article.title,
    author_name: article.author_name,
    hashtags: article.hashtags,
    banner_meta_title: article.banner.meta_title,
    banner_meta_alt: article.banner.meta_alt,
    description: article.description ?? '',
    social_title: article.social_title ?? '',
    content: article.content,
    slug: article.slug,
    language: article.language,
  };
}

const INTENT_STATUS: Record<PublishIntent, ArticleStatus> = {
  draft: 'draft',
  schedule: 'scheduled',
  publish: 'published',
};

/** The multipart body of a save, in the contract's field names (docs/CONTRACT.md). */
export function articleFormData(
  values: DraftValues,
  {
    banner,
    intent,
    scheduledAt,
    savedSlug,
    autosave = false,
    checklistOverridden = [],
  }: {
    banner: File | null;
    intent: PublishIntent;
    scheduledAt?: string;
    savedSlug?: string;
    /** The form saving a draft by itself (docs/CONTRACT.md): the provider keeps it a draft. */
    autosave?: boolean;
    /** The checklist's findings staff publish or schedule despite (their codes). */
    checklistOverridden?: readonly string[];
  },
): FormData {
  const form = new FormData();
  for (const [field, name] of Object.entries(MULTIPART_FIELDS) as [ArticleField, string][]) {
    form.set(name, field === 'content' ? values.content : values[field].trim());
  }
  if (banner) form.set(BANNER_IMAGE_FIELD, banner);
  form.set(PUBLICATION_FIELDS.status, INTENT_STATUS[intent]);
  if (scheduledAt) form.set(PUBLICATION_FIELDS.date, scheduledAt);
  // Sent only when staff changed it: an address is never rewritten behind their back.
  const slug = values.slug.trim();
  if (slug && slug !== savedSlug) form.set(PUBLICATION_FIELDS.slug, slug);
  if (autosave) form.set(PUBLICATION_FIELDS.autosave, '1');
  if (checklistOverridden.length > 0) {
    form.set(PUBLICATION_FIELDS.checklistOverridden, checklistOverridden.join(','));
  }
  // Absent, the provider keeps the article's language (a new one gets its text's).
  if (isArticleLanguage(values.language)) form.set(PUBLICATION_FIELDS.language, values.language);
  return form;
}

const STATUS_INTENT: Record<ArticleStatus, PublishIntent> = {
  draft: 'draft',
  scheduled: 'schedule',
  published: 'publish',
};

/**
 * The save that keeps an article where it is (Enter in a field, Ctrl/Cmd+S): a draft stays a
 * draft, a scheduled article scheduled, a published one published; a new one becomes a draft.
 */
export function keepingIntent(status: ArticleStatus | undefined): PublishIntent {
  return STATUS_INTENT[status ?? 'draft'];
}

/**
 * The body of POST /api/preview: the form's values as they are (saved or not), the article's
 * status and time as saved, which article it is and where its saved banner lives.
 */
export function previewFormData(
  values: DraftValues,
  {
    banner,
    currentBanner,
    publication,
    articleId,
  }: {
    banner: File | null;
    currentBanner?: { path: string } | null;
    publication?: { status: ArticleStatus; date: string };
    articleId?: number;
  },
): FormData {
  const form = articleFormData(values, {
    banner,
    intent: STATUS_INTENT[publication?.status ?? 'draft'],
    scheduledAt: publication && publication.status !== 'draft' ? publication.date : undefined,
  });
  if (articleId !== undefined) form.set(PREVIEW_FIELDS.articleId, String(articleId));
  if (currentBanner?.path) form.set(PREVIEW_FIELDS.bannerPath, currentBanner.path);
  return form;
}

import type { Article } from '@/lib/articles/schemas';
import type { ArticleStatus } from '@/lib/articles/status';
import type { WriteAnswer } from '@/lib/crm/queries/article-calls';
import { crmT } from '@/lib/i18n/crm';
import { formatLocalDateTime, fromLocalInput, toLocalInput } from '@/lib/crm/local-time';
import {
  BANNER_IMAGE_FIELD,
  errorKey,
  MULTIPART_FIELDS,
  PUBLICATION_FIELDS,
  type ArticleErrorCode,
  type ArticleField,
} from '@/lib/articles/validation';
import type { PublishIntent } from '@/lib/crm/article-form-data';

/** The form's fields that can carry an error: the text fields, the banner and the schedule. */
export type FieldErrors = Partial<
  Record<ArticleField | 'banner' | 'date' | 'slug' | 'language', string>
>;

/** Keys of a 422 answer's `errors` (dot or bracket notation) back to the form's fields. */
const SERVER_FIELDS = new Map<string, keyof FieldErrors>(
  (
    [
      ...Object.entries(MULTIPART_FIELDS),
      ['banner', BANNER_IMAGE_FIELD],
      ['date', PUBLICATION_FIELDS.date],
      ['slug', PUBLICATION_FIELDS.slug],
      ['language', PUBLICATION_FIELDS.language],
    ] as [keyof FieldErrors, string][]
  ).flatMap(([field, name]) => [
    [name, field],
    [errorKey(name), field],
  ]),
);

/** Each field's label, in the order the form shows them. */
const FIELD_LABELS = {
  banner: 'form.banner',
  banner_meta_title: 'form.metaTitle',
  banner_meta_alt: 'form.metaAlt',
  title: 'form.titleLabel',
  author_name: 'form.author',
  hashtags: 'form.hashtags',
  slug: 'form.slug',
  content: 'form.content',
  description: 'form.description',
  social_title: 'form.socialTitle',
  date: 'publish.scheduleLabel',
  language: 'translationsPanel.language',
} as const satisfies Record<keyof FieldErrors, string>;

/** The form's message when fields are invalid: the spec's text, then the fields by name. */
export function invalidSummary(fields: readonly (keyof FieldErrors)[]): string {
  const names = (Object.keys(FIELD_LABELS) as (keyof FieldErrors)[])
    .filter((field) => fields.includes(field))
    .map((field) => crmT(FIELD_LABELS[field]));
  return names.length > 0
    ? crmT('validation.someInvalidFields', { fields: names.join(', ') })
    : crmT('validation.someInvalid');
}

/** The first message of each field the provider refused. */
export function serverFieldErrors(answer: WriteAnswer): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(answer.errors ?? {})) {
    const field = SERVER_FIELDS.get(key);
    if (field && messages[0]) errors[field] ??= messages[0];
  }
  return errors;
}

/** The message the list shows after a save. */
export function savedMessage(
  intent: PublishIntent,
  saved: { title: string; date?: string; editing: boolean; was?: { status: ArticleStatus } },
): string {
  const { title } = saved;
  if (intent === 'draft') {
    return saved.was?.status === 'published'
      ? crmT('publish.unpublished', { title })
      : crmT('publish.draftSaved', { title });
  }
  if (intent === 'schedule') {
    return crmT('publish.scheduled', { title, time: formatLocalDateTime(saved.date ?? '') });
  }
  if (!saved.editing) return crmT('articles.created', { title });
  // A draft or a scheduled article going out now is published, not merely changed.
  return saved.was && saved.was.status !== 'published'
    ? crmT('publish.published', { title })
    : crmT('articles.updated', { title });
}

/**
 * The time a save sends: when to go out (scheduling), or the new publication date of a
 * published article whose time staff changed; the code of the schedule field's error when
 * that time is missing or cannot be read.
 */
export function publicationTime(
  intent: PublishIntent,
  publication: { status: ArticleStatus; date: string } | undefined,
  schedule: string,
): { ok: true; at?: string } | { ok: false; code: 'scheduleDateMissing' | 'dateInvalid' } {
  const redating =
    intent === 'publish' &&
    publication?.status === 'published' &&
    schedule !== toLocalInput(publication.date);
  if (intent !== 'schedule' && !redating) return { ok: true };
  const at = fromLocalInput(schedule);
  if (at) return { ok: true, at };
  return { ok: false, code: intent === 'schedule' ? 'scheduleDateMissing' : 'dateInvalid' };
}

/**
 * Whether the form can be sent as `intent` asks, checked before any request: not while
 * pictures are uploading, nor with a field the form itself finds invalid, nor without a
 * readable time to publish at. Else the message over the form, whether focus goes to the
 * first invalid field (a picture without a description asks for one itself), and the
 * schedule field's own error.
 */
export function readyToSave(
  intent: PublishIntent,
  form: {
    pendingUploads: number;
    clientErrors: Partial<Record<ArticleField, ArticleErrorCode>>;
    publication: { status: ArticleStatus; date: string } | undefined;
  },
  schedule: string,
):
  | { ok: true; at?: string }
  | { ok: false; message: string; focus: boolean; undescribedImage?: boolean; date?: string } {
  if (form.pendingUploads > 0) {
    return { ok: false, message: crmT('form.uploadsPending'), focus: true };
  }
  const invalid = Object.keys(form.clientErrors) as ArticleField[];
  if (invalid.length > 0) {
    const undescribedImage = form.clientErrors.content === 'imageUndescribed';
    const focus = !(undescribedImage && invalid.length === 1);
    return { ok: false, message: invalidSummary(invalid), focus, undescribedImage };
  }
  const time = publicationTime(intent, form.publication, schedule);
  if (time.ok) return time;
  const date = crmT(`validation.${time.code}`);
  return { ok: false, message: invalidSummary(['date']), focus: true, date };
}

/** What a save leaves open: a draft stays in the editor, with this message; else undefined. */
export function stayedMessage(
  intent: PublishIntent,
  was: ArticleStatus | undefined,
  title: string,
): string | undefined {
  if (intent !== 'draft' || was === 'published') return undefined;
  return was === 'scheduled'
    ? crmT('publish.unscheduled', { title })
    : crmT('publish.draftSaved', { title });
}

/** How an automatic save went: `retry` later, or not until something changes. */
export type AutosaveResult = 'saved' | 'retry' | 'refused' | 'conflict' | 'skipped';

/** Answers that trying again unchanged cannot fix: the provider refused what was sent. */
const REFUSALS = new Set([400, 404, 413, 422]);

/** What an automatic save's answer means (`skipped` is the form's own: nothing was sent). */
export function autosaveOutcome(
  answer: WriteAnswer,
):
  | { result: 'conflict' | 'saved'; article: Article }
  | { result: Exclude<AutosaveResult, 'conflict' | 'saved' | 'skipped'> } {
  if (answer.conflict && answer.data) return { result: 'conflict', article: answer.data };
  if (answer.success && answer.data) return { result: 'saved', article: answer.data };
  return { result: REFUSALS.has(answer.status ?? 0) ? 'refused' : 'retry' };
}

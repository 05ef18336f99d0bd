import type { ArticleStatus } from '@/lib/articles/status';
import type { WriteAnswer } from '@/lib/crm/queries/article-calls';
import { crmT } from '@/lib/i18n/crm';
import { formatLocalDateTime } from '@/lib/crm/local-time';
import {
  BANNER_IMAGE_FIELD,
  errorKey,
  MULTIPART_FIELDS,
  PUBLICATION_FIELDS,
  type ArticleField,
} from '@/lib/articles/validation';
import type { PublishIntent } from '@/lib/crm/article-form-data';

/** The form's fields that can carry an error: the text fields, the banner and the schedule. */
export type FieldErrors = Partial<Record<ArticleField | 'banner' | 'date' | 'slug', string>>;

/** Keys of a 422 answer's `errors` (dot or bracket notation) back to the form's fields. */
const SERVER_FIELDS = new Map<string, keyof FieldErrors>(
  (
    [
      ...Object.entries(MULTIPART_FIELDS),
      ['banner', BANNER_IMAGE_FIELD],
      ['date', PUBLICATION_FIELDS.date],
      ['slug', PUBLICATION_FIELDS.slug],
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
  date: 'publish.scheduleLabel',
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
  return saved.editing ? crmT('articles.updated', { title }) : crmT('articles.created', { title });
}

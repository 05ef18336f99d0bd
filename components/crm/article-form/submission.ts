import type { ArticleStatus } from '@/lib/articles/status';
import type { WriteAnswer } from '@/lib/crm/api';
import type { DraftValues } from '@/lib/crm/drafts';
import { crmT } from '@/lib/crm/i18n';
import { formatLocalDateTime } from '@/lib/crm/local-time';
import {
  BANNER_IMAGE_FIELD,
  errorKey,
  MULTIPART_FIELDS,
  PUBLICATION_FIELDS,
  type ArticleField,
} from '@/lib/validation/article';
import type { PublishIntent } from './publish-actions.client';

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

/** The first message of each field the provider refused. */
export function serverFieldErrors(answer: WriteAnswer): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(answer.errors ?? {})) {
    const field = SERVER_FIELDS.get(key);
    if (field && messages[0]) errors[field] ??= messages[0];
  }
  return errors;
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
  }: { banner: File | null; intent: PublishIntent; scheduledAt?: string; savedSlug?: string },
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
  return form;
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

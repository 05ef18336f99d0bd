import type { ArticleSubmission } from '@/lib/articles/submission';
import {
  BANNER_IMAGE_FIELD,
  EXTENSION_FIELDS,
  MULTIPART_FIELDS,
  PUBLICATION_FIELDS,
  type ArticleField,
} from '@/lib/articles/validation';
import { checklistCodes } from '@/lib/articles/checklist-codes';
import { fileField, textField } from '@/lib/http/form-data';

/**
 * The article form's multipart body (docs/CONTRACT.md), read by the article writes and the
 * preview alike.
 */
export async function articleSubmission(form: FormData): Promise<ArticleSubmission> {
  const fields = Object.fromEntries(
    Object.entries(MULTIPART_FIELDS).flatMap(([field, name]) =>
      EXTENSION_FIELDS.includes(field as ArticleField) && !form.has(name)
        ? []
        : [[field, textField(form, name)]],
    ),
  ) as ArticleSubmission['fields'];
  const file = fileField(form, BANNER_IMAGE_FIELD);
  return {
    fields,
    banner: file ? new Uint8Array(await file.arrayBuffer()) : undefined,
    // The workflow extension (docs/CONTRACT.md); absent for clients that know only the spec.
    publication: {
      status: textField(form, PUBLICATION_FIELDS.status),
      date: textField(form, PUBLICATION_FIELDS.date),
    },
    slug: textField(form, PUBLICATION_FIELDS.slug),
    autosave: textField(form, PUBLICATION_FIELDS.autosave) === '1',
    language: textField(form, PUBLICATION_FIELDS.language),
    checklistOverridden: checklistCodes(textField(form, PUBLICATION_FIELDS.checklistOverridden)),
  };
}

/**
 * The version an update was made from: `If-Match: "<updated_at>"` (docs/CONTRACT.md). Absent,
 * `*` or malformed: no check, as for the spec's clients.
 */
export function expectedVersion(request: Request): string | undefined {
  const header = request.headers.get('if-match');
  const match = header ? /^\s*"([^"]{1,64})"\s*$/.exec(header) : null;
  return match?.[1];
}

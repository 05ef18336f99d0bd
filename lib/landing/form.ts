import { fileField, textField } from '@/lib/http/form-data';
import type { LandingKind } from './kinds';
import type { CardSubmission } from './service';
import { IMAGE_FIELD, REMOVE_IMAGE_FIELD } from './validation';

/** A 10 MB picture plus the texts and the multipart overhead. */
export const MAX_CARD_BYTES = 12 * 1024 * 1024;
/** An order of ids, or a visibility switch. */
export const MAX_CARD_JSON_BYTES = 64 * 1024;

/** A card's multipart body: its texts, and its picture when a new one is sent. */
export async function cardSubmission(
  form: FormData,
  kind: LandingKind<{ id: number }, object, unknown>,
): Promise<CardSubmission> {
  const file = fileField(form, IMAGE_FIELD);
  return {
    fields: Object.fromEntries(kind.fields.map((name) => [name, textField(form, name)])),
    image: file ? new Uint8Array(await file.arrayBuffer()) : undefined,
    removeImage: textField(form, REMOVE_IMAGE_FIELD) === '1',
  };
}

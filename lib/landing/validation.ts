import '@/lib/validation/zod-config';
import * as z from 'zod';
import { withoutControlCharacters } from '@/lib/articles/validation';

/**
 * The landing page's portfolio cards and reviews, as staff write them: one schema for the CRM's
 * forms and the endpoints. Refusals are codes, translated by the edge and the forms
 * (`landing.validation.<code>` in messages/crm.ru.json).
 */

/** Characters, counted after trimming: what a card on the landing page has room for. */
export const LANDING_LIMITS = {
  title: 60,
  description: 200,
  url: 2048,
  name: 60,
  occupation: 100,
  text: 500,
} as const;

export type LandingErrorCode =
  | 'titleEmpty'
  | 'titleTooLong'
  | 'descriptionEmpty'
  | 'descriptionTooLong'
  | 'urlInvalid'
  | 'urlTooLong'
  | 'nameEmpty'
  | 'nameTooLong'
  | 'occupationEmpty'
  | 'occupationTooLong'
  | 'textEmpty'
  | 'textTooLong'
  | 'colorInvalid'
  | 'imageMissing';

const requiredText = (max: number, empty: LandingErrorCode, tooLong: LandingErrorCode) =>
  z
    .string({ error: empty })
    .overwrite(withoutControlCharacters)
    .trim()
    .min(1, empty)
    .max(max, tooLong);

/** An address to open in a new tab: http or https only; '' for none. */
const optionalUrl = z
  .string({ error: 'urlInvalid' })
  .trim()
  .max(LANDING_LIMITS.url, 'urlTooLong')
  .pipe(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: 'urlInvalid' }),
    ]),
  )
  .transform((url) => url || null);

export const projectFieldsSchema = z.object({
  title_en: requiredText(LANDING_LIMITS.title, 'titleEmpty', 'titleTooLong'),
  title_ru: requiredText(LANDING_LIMITS.title, 'titleEmpty', 'titleTooLong'),
  description_en: requiredText(
    LANDING_LIMITS.description,
    'descriptionEmpty',
    'descriptionTooLong',
  ),
  description_ru: requiredText(
    LANDING_LIMITS.description,
    'descriptionEmpty',
    'descriptionTooLong',
  ),
  url: optionalUrl,
});

/** A colour as `#rrggbb`, kept in lower case. */
export const colorSchema = z
  .string({ error: 'colorInvalid' })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'colorInvalid')
  .transform((color) => color.toLowerCase());

export const reviewFieldsSchema = z.object({
  name_en: requiredText(LANDING_LIMITS.name, 'nameEmpty', 'nameTooLong'),
  name_ru: requiredText(LANDING_LIMITS.name, 'nameEmpty', 'nameTooLong'),
  occupation_en: requiredText(LANDING_LIMITS.occupation, 'occupationEmpty', 'occupationTooLong'),
  occupation_ru: requiredText(LANDING_LIMITS.occupation, 'occupationEmpty', 'occupationTooLong'),
  text_en: requiredText(LANDING_LIMITS.text, 'textEmpty', 'textTooLong'),
  text_ru: requiredText(LANDING_LIMITS.text, 'textEmpty', 'textTooLong'),
  color: colorSchema,
});

export type ProjectFields = z.output<typeof projectFieldsSchema>;
export type ReviewFields = z.output<typeof reviewFieldsSchema>;
export type ProjectField = keyof ProjectFields;
export type ReviewField = keyof ReviewFields;
export const PROJECT_FIELDS = Object.keys(projectFieldsSchema.shape) as ProjectField[];
export const REVIEW_FIELDS = Object.keys(reviewFieldsSchema.shape) as ReviewField[];

/** Multipart fields besides the texts: the picture, and a review's «no photo» choice. */
export const IMAGE_FIELD = 'image';
export const REMOVE_IMAGE_FIELD = 'remove_image';

/** A new order: every card's id, once each (the store checks they are all there). */
export const orderSchema = z.object({
  ids: z.array(z.number().int().positive()).max(10_000),
});

/** Shown or hidden on the landing page. */
export const visibilitySchema = z.object({ hidden: z.boolean() });

/** A card's id from a path segment: canonical digits only, else undefined. */
export function parseLandingId(value: string): number | undefined {
  if (!/^[1-9]\d{0,14}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

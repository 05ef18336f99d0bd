import '@/lib/validation/zod-config';
import * as z from 'zod';
import type { StaffProject, StaffReview } from '@/lib/landing/types';
import { okSchema, parsed, send, staffCall } from './http';

/**
 * The CRM's calls to the landing page's endpoints (/api/crm/projects, /api/crm/reviews),
 * every answer parsed.
 */

export type CardKind = 'projects' | 'reviews';

const common = {
  id: z.number(),
  hidden: z.boolean(),
  updated_at: z.string(),
};

const projectSchema: z.ZodType<StaffProject> = z.object({
  ...common,
  title_en: z.string(),
  title_ru: z.string(),
  description_en: z.string(),
  description_ru: z.string(),
  image: z.string(),
  url: z.string().nullable(),
  linkState: z.enum(['none', 'placeholder', 'real']),
});

const reviewSchema: z.ZodType<StaffReview> = z.object({
  ...common,
  name_en: z.string(),
  name_ru: z.string(),
  occupation_en: z.string(),
  occupation_ru: z.string(),
  text_en: z.string(),
  text_ru: z.string(),
  image: z.string().nullable(),
  color: z.string(),
});

export interface CardTypes {
  projects: StaffProject;
  reviews: StaffReview;
}

const schemas: { [K in CardKind]: z.ZodType<CardTypes[K]> } = {
  projects: projectSchema,
  reviews: reviewSchema,
};

const written = <T>(schema: z.ZodType<T>) =>
  z.object({ success: z.literal(true), message: z.string(), data: schema });

export function listCards<K extends CardKind>(kind: K): Promise<CardTypes[K][]> {
  return staffCall(`/api/crm/${kind}`, z.object({ data: z.array(schemas[kind]) })).then(
    (answer) => answer.data,
  );
}

/** Creates (no id) or updates a card from its form; the answer's message and the card. */
export async function saveCard<K extends CardKind>(
  kind: K,
  id: number | undefined,
  form: FormData,
): Promise<{ message: string; data: CardTypes[K] }> {
  const response = await send(id === undefined ? `/api/crm/${kind}` : `/api/crm/${kind}/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: form,
  });
  return parsed(response, written(schemas[kind]));
}

export function setCardHidden<K extends CardKind>(kind: K, id: number, hidden: boolean) {
  return staffCall(`/api/crm/${kind}/${id}`, written(schemas[kind]), {
    method: 'PATCH',
    body: { hidden },
  });
}

export function deleteCard(kind: CardKind, id: number) {
  return staffCall(`/api/crm/${kind}/${id}`, okSchema, { method: 'DELETE' });
}

/** Saves a whole new order; the cards as stored after it. */
export function reorderCards<K extends CardKind>(kind: K, ids: number[]) {
  return staffCall(`/api/crm/${kind}/order`, written(z.array(schemas[kind])), {
    method: 'PUT',
    body: { ids },
  });
}

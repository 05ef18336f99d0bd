import '@/lib/validation/zod-config';
import { useIsMutating, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { StaffProject, StaffReview } from '@/lib/landing/types';
import { readsEvery } from '@/lib/validation/reads-every';
import { ApiError, call, okSchema } from '../client';

/**
 * The landing page's cards (/api/crm/projects, /api/crm/reviews): each kind's list in landing
 * order, and what staff do with it.
 */

export type CardKind = 'projects' | 'reviews';

const common = {
  id: z.number(),
  hidden: z.boolean(),
  updated_at: z.string(),
};

const projectSchema = readsEvery<StaffProject>()(
  z.object({
    ...common,
    title_en: z.string(),
    title_ru: z.string(),
    description_en: z.string(),
    description_ru: z.string(),
    image: z.string(),
    url: z.string().nullable(),
    linkState: z.enum(['none', 'placeholder', 'real']),
  }),
);

const reviewSchema = readsEvery<StaffReview>()(
  z.object({
    ...common,
    name_en: z.string(),
    name_ru: z.string(),
    occupation_en: z.string(),
    occupation_ru: z.string(),
    text_en: z.string(),
    text_ru: z.string(),
    image: z.string().nullable(),
    color: z.string(),
  }),
);

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

export const cardKeys = {
  list: (kind: CardKind) => ['landing', kind] as const,
  order: (kind: CardKind) => ['landing', kind, 'order'] as const,
};

/**
 * A kind's cards, starting from those the page was rendered with (`initial`); read anew
 * only when the server refused a change because the cards changed meanwhile.
 */
export function useCards<K extends CardKind>(kind: K, initial: CardTypes[K][]) {
  return useQuery({
    queryKey: cardKeys.list(kind),
    queryFn: async () =>
      (await call(`/api/crm/${kind}`, z.object({ data: z.array(schemas[kind]) }))).data,
    initialData: initial,
    staleTime: Infinity,
    // The page brings the list each time it opens.
    gcTime: 0,
  });
}

function replaceCard<K extends CardKind>(client: QueryClient, kind: K, card: CardTypes[K]) {
  client.setQueryData<CardTypes[K][]>(cardKeys.list(kind), (list) =>
    list?.map((item) => (item.id === card.id ? card : item)),
  );
}

/** What a save of the order tells the screen: the server's message, or why it refused. */
export interface ReorderOutcome {
  saved: (message: string) => void;
  refused: (error: unknown) => void;
}

/**
 * A new order of the cards: shown at once and saved right away, one save after another (the
 * mutations share a scope). When the server refuses, the cards go back to where they were, or,
 * when someone changed them meanwhile (409), to the order the server keeps now.
 */
export function useReorderCards<K extends CardKind>(kind: K, outcome: ReorderOutcome) {
  type Card = CardTypes[K];
  const key = cardKeys.list(kind);
  const orderKey = cardKeys.order(kind);
  const reorder = useMutation({
    mutationKey: orderKey,
    scope: { id: orderKey.join('/') },
    mutationFn: (order: Card[]) =>
      call(`/api/crm/${kind}/order`, written(z.array(schemas[kind])), {
        method: 'PUT',
        body: { ids: order.map((card) => card.id) },
      }),
    onMutate: (order, { client }) => {
      const before = client.getQueryData<Card[]>(key);
      client.setQueryData(key, order);
      return { before };
    },
    onSuccess: (answer, _order, _result, { client }) => {
      // A later move, still to be saved, is what the list shows meanwhile.
      if (client.isMutating({ mutationKey: orderKey }) > 1) return;
      client.setQueryData(key, answer.data);
      outcome.saved(answer.message);
    },
    onError: async (error, _order, result, { client }) => {
      if (result?.before) client.setQueryData(key, result.before);
      if (error instanceof ApiError && error.status === 409) {
        await client.refetchQueries({ queryKey: key, exact: true }).catch(() => undefined);
      }
      outcome.refused(error);
    },
  });
  return { ...reorder, saving: useIsMutating({ mutationKey: orderKey }) > 0 };
}

export function useSetCardHidden<K extends CardKind>(kind: K) {
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      call(`/api/crm/${kind}/${id}`, written(schemas[kind]), {
        method: 'PATCH',
        body: { hidden },
      }),
    onSuccess: (answer, _variables, _result, { client }) => replaceCard(client, kind, answer.data),
  });
}

export function useDeleteCard<K extends CardKind>(kind: K) {
  return useMutation({
    mutationFn: (id: number) => call(`/api/crm/${kind}/${id}`, okSchema, { method: 'DELETE' }),
    onSuccess: (_answer, id, _result, { client }) =>
      client.setQueryData<CardTypes[K][]>(cardKeys.list(kind), (list) =>
        list?.filter((item) => item.id !== id),
      ),
  });
}

/** Creates (no id) or updates a card from its form; the answer's message and the card. */
export function useSaveCard<K extends CardKind>(kind: K, id: number | undefined) {
  return useMutation({
    mutationFn: (form: FormData) =>
      call(
        id === undefined ? `/api/crm/${kind}` : `/api/crm/${kind}/${id}`,
        written(schemas[kind]),
        {
          method: id === undefined ? 'POST' : 'PUT',
          body: form,
        },
      ),
  });
}

import '@/lib/validation/zod-config';
import { keepPreviousData, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { ORIGIN_PAGES } from '@/lib/inbox/origin';
import { isSettled, type InboxListItem, type InboxMessage } from '@/lib/inbox/view';
import type { InboxFilter } from '@/lib/inbox/validation';
import { readsEvery } from '@/lib/validation/reads-every';
import { call, failure, send } from '../client';

/** The inbox (/api/crm/inbox/…): its pages, a message, the unread count, and what staff do. */

const deliverySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('delivered'), at: z.string() }),
  z.object({ state: z.literal('stored') }),
  z.object({ state: z.literal('sending') }),
  z.object({ state: z.literal('waiting'), next_attempt_at: z.string(), attempts: z.number() }),
  z.object({
    state: z.literal('failing'),
    error: z.string(),
    next_attempt_at: z.string().nullable(),
    attempts: z.number(),
  }),
]);

const common = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  locale: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  delivery: deliverySchema,
};

// Typed as the server's view (lib/inbox/view.ts), so that the two cannot drift apart.
const listItemSchema = readsEvery<InboxListItem>()(z.object({ ...common, excerpt: z.string() }));
const originPageSchema = z
  .union([
    z.object({ kind: z.enum(ORIGIN_PAGES) }),
    z.object({ kind: z.literal('article'), id: z.number().int(), title: z.string().nullable() }),
  ])
  .nullable();
const messageSchema = readsEvery<InboxMessage>()(
  z.object({
    ...common,
    message: z.string(),
    origin: z
      .object({
        sentFrom: originPageSchema,
        entry: originPageSchema,
        source: z.string().nullable(),
        campaign: z.string().nullable(),
      })
      .nullable(),
  }),
);

const pageSchema = z.object({
  data: z.object({
    messages: z.array(listItemSchema),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    mailConfigured: z.boolean(),
  }),
});

export type InboxPageAnswer = z.infer<typeof pageSchema>['data'];

const messageAnswer = z.object({ data: messageSchema });
const summarySchema = z.object({ unread: z.number().int().nonnegative() });

const INBOX_PATH = '/api/crm/inbox';
/** `{unread}`: messages nobody has opened yet. */
const SUMMARY_PATH = `${INBOX_PATH}/summary`;
/** How often an open message whose delivery is still under way is asked about again. */
const DELIVERY_REFRESH_MS = 3_000;
/** How often the header counts unread messages while the tab is visible. */
const UNREAD_POLL_MS = 60_000;

export interface InboxRequest {
  q: string;
  filter: InboxFilter;
  page?: number;
}

export const inboxKeys = {
  pages: ['inbox', 'page'] as const,
  page: (request: Required<InboxRequest>) => ['inbox', 'page', request] as const,
  message: (id: number) => ['inbox', 'message', id] as const,
  unread: ['inbox', 'unread'] as const,
};

/** `?q=…&filter=…&page=…`, leaving out what is the default. */
export function inboxQueryString({ q, filter, page }: InboxRequest): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (filter !== 'all') params.set('filter', filter);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The CSV of every message the search and filter match (all pages). */
export function exportHref({ q, filter }: InboxRequest): string {
  return `${INBOX_PATH}/export${inboxQueryString({ q, filter })}`;
}

const fetchMessage = async (id: number, signal?: AbortSignal) =>
  (await call(`${INBOX_PATH}/${id}`, messageAnswer, { signal })).data;

function withoutText(message: InboxMessage): Partial<InboxListItem> {
  const { message: _text, ...rest } = message;
  return rest;
}

/** A message's new state, wherever it is shown: its pane and its row (whose excerpt stays). */
function showMessage(client: QueryClient, message: InboxMessage) {
  client.setQueryData(inboxKeys.message(message.id), message);
  client.setQueriesData<InboxPageAnswer>({ queryKey: inboxKeys.pages }, (page) =>
    page
      ? {
          ...page,
          messages: page.messages.map((item) =>
            item.id === message.id ? { ...item, ...withoutText(message) } : item,
          ),
        }
      : page,
  );
}

/** The header counts unread messages again. */
const recount = (client: QueryClient) => client.invalidateQueries({ queryKey: inboxKeys.unread });

/**
 * A page of the inbox as the server searched, filtered and paged it, newest first. The page
 * shown stays while the next one loads; an answer for an older request is never shown.
 */
export function useInboxPage(request: Required<InboxRequest>) {
  return useQuery({
    queryKey: inboxKeys.page(request),
    queryFn: async ({ signal }) =>
      (await call(`${INBOX_PATH}${inboxQueryString(request)}`, pageSchema, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * The open message as it stands (reading it changes nothing), asked about again every few
 * seconds while its delivery is under way and `follow` allows. Nothing loads while `id` is
 * null or `enabled` is false.
 */
export function useInboxMessage(id: number | null, { enabled = true, follow = true } = {}) {
  return useQuery({
    queryKey: inboxKeys.message(id ?? 0),
    // An action on the message cancels a refresh under way: its answer is for the message as
    // it was, and is not shown.
    queryFn: async ({ client, signal }) => {
      const message = await fetchMessage(id!, signal);
      showMessage(client, message);
      return message;
    },
    enabled: id !== null && enabled,
    // Opened anew each time; kept only while open.
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: (query) =>
      follow && query.state.data && !isSettled(query.state.data.delivery)
        ? DELIVERY_REFRESH_MS
        : false,
  });
}

/**
 * Handled or not, read or unread: `{read: true}` is how opening a message marks it read. The
 * answer is the message, shown everywhere, and the header counts again.
 */
export function useChangeMessage() {
  return useMutation({
    mutationFn: async ({ id, ...change }: { id: number; handled?: boolean; read?: boolean }) =>
      (await call(`${INBOX_PATH}/${id}`, messageAnswer, { method: 'PATCH', body: change })).data,
    onMutate: (_variables, { client }) =>
      client.cancelQueries({ queryKey: inboxKeys.message(_variables.id) }),
    onSuccess: (message, _variables, _result, { client }) => {
      showMessage(client, message);
      void recount(client);
    },
  });
}

/**
 * «Отправить ещё раз». When it was delivered or taken by an attempt meanwhile (409), the
 * message is read again, so that the screen shows how it stands now, and the error thrown.
 * After a resend the list is read again too: a page fetched while the resend was under way
 * would otherwise land after it and show the message undelivered for good.
 */
export function useResendMessage() {
  return useMutation({
    mutationFn: async (id: number) =>
      (await call(`${INBOX_PATH}/${id}/resend`, messageAnswer, { method: 'POST', body: {} })).data,
    onMutate: (id, { client }) => client.cancelQueries({ queryKey: inboxKeys.message(id) }),
    onSuccess: (message, _id, _result, { client }) => {
      showMessage(client, message);
      void client.invalidateQueries({ queryKey: inboxKeys.pages });
      void recount(client);
    },
    onError: async (error, id, _result, { client }) => {
      if ((error as { status?: number }).status === 409) {
        await client.refetchQueries({ queryKey: inboxKeys.message(id) });
      }
    },
  });
}

/** Deletes a message: it leaves the inbox, whose page is read again. */
export function useDeleteMessage() {
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await send(`${INBOX_PATH}/${id}`, { method: 'DELETE' });
      if (!response.ok) throw await failure(response);
    },
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: inboxKeys.message(id) });
      void client.invalidateQueries({ queryKey: inboxKeys.pages });
      void recount(client);
    },
  });
}

/**
 * How many contact messages nobody has opened yet: asked every minute while the tab is
 * visible and whenever the inbox changes a message. 0 when `enabled` is false or until the
 * server says; a failure keeps the last count.
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: async () => (await call(SUMMARY_PATH, summarySchema)).unread,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
}

import '@/lib/validation/zod-config';
import * as z from 'zod';
import type { InboxListItem, InboxMessage } from '@/lib/inbox/view';
import type { InboxFilter } from '@/lib/inbox/validation';
import { ApiError, failure, send, staffCall } from './http';

/** The inbox's calls (/api/crm/inbox/…), every answer parsed. */

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
const listItemSchema: z.ZodType<InboxListItem> = z.object({ ...common, excerpt: z.string() });
const messageSchema: z.ZodType<InboxMessage> = z.object({ ...common, message: z.string() });

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

export const INBOX_PATH = '/api/crm/inbox';

export interface InboxRequest {
  q: string;
  filter: InboxFilter;
  page?: number;
}

/** `?q=…&filter=…&page=…`, leaving out what is the default. */
export function inboxQueryString({ q, filter, page }: InboxRequest): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (filter !== 'all') params.set('filter', filter);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export async function fetchInbox(request: InboxRequest): Promise<InboxPageAnswer> {
  return (await staffCall(`${INBOX_PATH}${inboxQueryString(request)}`, pageSchema)).data;
}

/** A message as it stands (reading it changes nothing). */
export async function fetchMessage(id: number): Promise<InboxMessage> {
  return (await staffCall(`${INBOX_PATH}/${id}`, messageAnswer)).data;
}

/** Handled or not, read or unread; `{read: true}` is how opening a message marks it read. */
export async function changeMessage(
  id: number,
  change: { handled?: boolean; read?: boolean },
): Promise<InboxMessage> {
  return (await staffCall(`${INBOX_PATH}/${id}`, messageAnswer, { method: 'PATCH', body: change }))
    .data;
}

export async function resendMessage(id: number): Promise<InboxMessage> {
  return (
    await staffCall(`${INBOX_PATH}/${id}/resend`, messageAnswer, { method: 'POST', body: {} })
  ).data;
}

export async function deleteMessage(id: number): Promise<void> {
  const response = await send(`${INBOX_PATH}/${id}`, { method: 'DELETE' });
  if (!response.ok) throw await failure(response);
}

/** The CSV of every message the search and filter match (all pages). */
export function exportHref({ q, filter }: InboxRequest): string {
  return `${INBOX_PATH}/export${inboxQueryString({ q, filter })}`;
}

export { ApiError };

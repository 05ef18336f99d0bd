import '@/lib/validation/zod-config';
import * as z from 'zod';
import { parseArticleId, withoutControlCharacters } from '@/lib/articles/validation';
import type { MessageFilter } from '@/lib/contact/store';

/** Which messages the inbox shows: every one, those nobody has handled, those not delivered. */
export const INBOX_FILTERS = [
  'all',
  'unhandled',
  'failing',
] as const satisfies readonly MessageFilter[];
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** Longest search the inbox accepts, in characters, and the most words it looks for. */
export const INBOX_QUERY_LIMITS = { chars: 200, words: 8 } as const;

/** Messages a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;

/** A change is a few flags: anything longer is not one. */
export const MAX_INBOX_BODY_BYTES = 1024;

/**
 * A message id in an address: the same canonical decimal form as an article's
 * (lib/articles/validation.ts), so that one message has exactly one address.
 */
export function parseMessageId(value: unknown): number | undefined {
  return parseArticleId(value);
}

/** Why a request to the inbox is refused, as a catalogue key under `inbox.errors`. */
export type InboxRequestError = 'queryTooLong' | 'badFilter' | 'badPage' | 'badChange';

export interface InboxSearch {
  /** What was typed, trimmed ('' for none). */
  q: string;
  /** The words every shown message contains (in its name, e-mail or text, in any case). */
  words: string[];
  filter: InboxFilter;
}

/** The search and filter of `?q=…&filter=…` (list and export); a refusal's key otherwise. */
export function parseInboxSearch(params: URLSearchParams): InboxSearch | InboxRequestError {
  const q = withoutControlCharacters(params.get('q') ?? '').trim();
  if (q.length > INBOX_QUERY_LIMITS.chars) return 'queryTooLong';
  const filter = params.get('filter') || 'all';
  if (!(INBOX_FILTERS as readonly string[]).includes(filter)) return 'badFilter';
  const words = q.split(/\s+/).filter(Boolean).slice(0, INBOX_QUERY_LIMITS.words);
  return { q, words, filter: filter as InboxFilter };
}

/** `?page=` of the list: a canonical whole number from 1, 1 when absent. */
export function parseInboxPage(params: URLSearchParams): number | InboxRequestError {
  const value = params.get('page');
  if (value === null || value === '') return 1;
  const page = parseArticleId(value);
  return page !== undefined && page >= 1 ? page : 'badPage';
}

/**
 * A change staff make to a message (PATCH): handled or not, read (opened) or back to unread.
 * Nothing else may be sent, and something must be.
 */
export const messageChangeSchema = z
  .strictObject({
    handled: z.boolean().optional(),
    read: z.boolean().optional(),
  })
  .refine((change) => change.handled !== undefined || change.read !== undefined);

export type MessageChange = z.infer<typeof messageChangeSchema>;

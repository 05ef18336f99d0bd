import type { ContactMessage } from '@/lib/db/schema';
import { originOf, type MessageOrigin } from './origin';

/**
 * A contact message as the inbox shows it. Shared by the endpoints (which build it) and the
 * CRM's screen (which parses it: lib/crm/inbox-api.ts), so nothing of the row that staff do not
 * need (the search text) leaves the server.
 */

/** Where a message's e-mail stands. */
export type Delivery =
  /** It reached the team's mailbox. */
  | { state: 'delivered'; at: string }
  /** No mail server is configured (SMTP_URL, CONTACT_TO): the message is only stored. */
  | { state: 'stored' }
  /** An attempt is under way right now. */
  | { state: 'sending' }
  /** Waiting for its attempt (a new message, or one put back in line), at `next_attempt_at`. */
  | { state: 'waiting'; next_attempt_at: string; attempts: number }
  /**
   * The last attempt failed, and why; it is tried again at `next_attempt_at` (null: an attempt
   * is under way right now). Failing until an attempt succeeds.
   */
  | { state: 'failing'; error: string; next_attempt_at: string | null; attempts: number };

export type DeliveryState = Delivery['state'];

export interface InboxListItem {
  id: number;
  name: string;
  email: string;
  /** The language of the page it was sent from ('en', 'ru'). */
  locale: string;
  created_at: string;
  /** The start of the text, on one line. */
  excerpt: string;
  read_at: string | null;
  handled_at: string | null;
  handled_by: string | null;
  delivery: Delivery;
}

export interface InboxMessage extends Omit<InboxListItem, 'excerpt'> {
  message: string;
  /** Where it came from (lib/inbox/origin.ts); null when that is not known. */
  origin: MessageOrigin | null;
}

export const EXCERPT_CHARS = 160;

export function deliveryOf(row: ContactMessage, mailConfigured: boolean): Delivery {
  if (row.status === 'delivered')
    return { state: 'delivered', at: row.delivered_at ?? row.created_at };
  if (!mailConfigured) return { state: 'stored' };
  // An attempt after a failure (the retry sweep's, or one staff asked for) is still failing
  // until it succeeds: while it runs, a claim's time is its lease, not a next attempt.
  if (row.last_error !== null) {
    return {
      state: 'failing',
      error: row.last_error,
      next_attempt_at: row.status === 'sending' ? null : row.next_attempt_at,
      attempts: row.attempts,
    };
  }
  if (row.status === 'sending') return { state: 'sending' };
  return { state: 'waiting', next_attempt_at: row.next_attempt_at, attempts: row.attempts };
}

/** Whether staff may put it back in line for an attempt now (not delivered, not in flight). */
export function canResend(delivery: Delivery): boolean {
  if (delivery.state === 'failing') return delivery.next_attempt_at !== null;
  return delivery.state === 'waiting';
}

/** Whether its state can still change by itself (an attempt is due or under way). */
export function isSettled(delivery: Delivery): boolean {
  return delivery.state === 'delivered' || delivery.state === 'stored';
}

export function excerptOf(text: string, chars = EXCERPT_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > chars ? `${line.slice(0, chars - 1).trimEnd()}…` : line;
}

function common(row: ContactMessage, mailConfigured: boolean) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    locale: row.locale,
    created_at: row.created_at,
    read_at: row.read_at,
    handled_at: row.handled_at,
    handled_by: row.handled_by,
    delivery: deliveryOf(row, mailConfigured),
  };
}

export function toListItem(row: ContactMessage, mailConfigured: boolean): InboxListItem {
  return { ...common(row, mailConfigured), excerpt: excerptOf(row.message) };
}

/** `titles`: the current titles of the articles its origin names (originArticleIds). */
export function toMessage(
  row: ContactMessage,
  mailConfigured: boolean,
  titles: ReadonlyMap<number, string> = new Map(),
): InboxMessage {
  return { ...common(row, mailConfigured), message: row.message, origin: originOf(row, titles) };
}

import { mailConfig, type MailConfig } from '@/lib/contact/delivery';
import { contactMessagesAfter, type MessageCursor } from '@/lib/contact/store';
import { getStore } from '@/lib/db/database';
import type { StaffAccount } from '@/lib/auth/staff-account';
import type { InboxSearch } from '@/lib/inbox/validation';
import { csvLines, UTF8_BOM } from './csv';
import { deliveryOf, type DeliveryState } from './view';

/**
 * The inbox as CSV: every message the search and filter match, newest first. Streamed: read
 * from the store a batch at a time (by a cursor, so a message arriving meanwhile neither
 * shifts nor repeats a row), and each batch is written out before the next is read, so memory
 * holds one batch whatever the inbox's size.
 */

export const EXPORT_BATCH = 200;

/** Column titles and delivery states, in the staff's language (the edge's catalogue). */
export interface ExportWords {
  columns: readonly [
    id: string,
    received: string,
    name: string,
    email: string,
    language: string,
    message: string,
    delivery: string,
    deliveredAt: string,
    error: string,
    readAt: string,
    handledAt: string,
    handledBy: string,
  ];
  states: Record<DeliveryState, string>;
}

/** '2026-11-25 09:21:16' (UTC): a time spreadsheets read as one. */
export function csvTime(iso: string | null): string {
  return iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '') : '';
}

export async function* exportMessages(
  search: InboxSearch,
  _actor: StaffAccount,
  words: ExportWords,
  { mail = mailConfig(), batch = EXPORT_BATCH }: { mail?: MailConfig | null; batch?: number } = {},
): AsyncGenerator<string> {
  const db = await getStore();
  yield UTF8_BOM + csvLines([words.columns]);
  let cursor: MessageCursor | undefined;
  for (;;) {
    const rows = await contactMessagesAfter(db, search, cursor, batch);
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((row) => {
        const delivery = deliveryOf(row, mail !== null);
        return [
          row.id,
          csvTime(row.created_at),
          row.name,
          row.email,
          row.locale,
          row.message,
          words.states[delivery.state],
          csvTime(row.delivered_at),
          delivery.state === 'failing' ? delivery.error : '',
          csvTime(row.read_at),
          csvTime(row.handled_at),
          row.handled_by ?? '',
        ];
      }),
    );
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { created_at: last.created_at, id: last.id };
  }
}

/** `lumen-inbox-2026-11-25.csv` */
export function exportFileName(now = new Date()): string {
  return `lumen-inbox-${now.toISOString().slice(0, 10)}.csv`;
}

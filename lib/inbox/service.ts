import type { Failure, Result } from '@/lib/failure';
import { recordAudit, type AuditEvent } from '@/lib/audit/log';
import { deliverContactMessage, mailConfig, type MailConfig } from '@/lib/contact/delivery';
import {
  countContactMessages,
  countUnreadMessages,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  markContactMessageRead,
  markContactMessageUnread,
  requeueContactMessage,
  setContactMessageHandled,
} from '@/lib/contact/store';
import { getStore, type Executor, type Store } from '@/lib/db/database';
import type { ContactMessage } from '@/lib/db/schema';
import type { StaffAccount } from '@/lib/auth/staff-account';
import { INBOX_PAGE_SIZE, messageChangeSchema, type InboxSearch } from '@/lib/inbox/validation';
import { articleSource } from '@/lib/articles';
import { originArticleIds } from './origin';
import { toListItem, toMessage, type InboxListItem, type InboxMessage } from './view';

/**
 * The contact inbox's use-cases, HTTP-free: the routes under /api/crm/inbox read the request
 * and shape the answer. Every change staff make is written with its audit entry in one
 * transaction. Refusals are failures naming their message (messages/crm.ru.json, `inbox.errors`).
 */

export type InboxResult<T> = Result<
  T,
  Failure & { code: 'notFound' | 'invalid' | 'notConfigured' | 'notResendable' }
>;

const notFound = { ok: false, code: 'notFound', message: 'inbox.errors.notFound' } as const;

/** What the CRM header shows: how many messages nobody has opened yet. */
export async function inboxSummary(): Promise<{ unread: number }> {
  return { unread: await countUnreadMessages(await getStore()) };
}

export interface InboxPage {
  messages: InboxListItem[];
  /** 1-based, within 1..pages. */
  page: number;
  pages: number;
  total: number;
  /** Whether messages are e-mailed at all (SMTP_URL and CONTACT_TO), or only stored. */
  mailConfigured: boolean;
}

/** A page of the messages the search and filter match, newest first. */
export async function inboxPage(
  search: InboxSearch,
  pageNumber: number,
  _actor: StaffAccount,
  { mail = mailConfig() }: { mail?: MailConfig | null } = {},
): Promise<InboxPage> {
  const db = await getStore();
  const total = await countContactMessages(db, search);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  // A page past the end (the last message on it was just deleted) shows the last one.
  const page = Math.min(Math.max(1, pageNumber), pages);
  const rows = await listContactMessages(db, search, {
    limit: INBOX_PAGE_SIZE,
    offset: (page - 1) * INBOX_PAGE_SIZE,
  });
  return {
    messages: rows.map((row) => toListItem(row, mail !== null)),
    page,
    pages,
    total,
    mailConfigured: mail !== null,
  };
}

/** A message as staff see it, with the current titles of the articles it came from. */
async function shown(row: ContactMessage, mailConfigured: boolean): Promise<InboxMessage> {
  const titles = new Map<number, string>();
  for (const id of originArticleIds(row)) {
    // An article deleted or unpublished since, or a provider that does not answer: no title.
    const article = await articleSource()
      .byId(id)
      .catch(() => null);
    if (article) titles.set(id, article.title);
  }
  return toMessage(row, mailConfigured, titles);
}

/**
 * One message, whole. Reading changes nothing: a GET may be made by anything that can make the
 * staff member's browser load an address (an image, a link from another site), so opening a
 * message marks it read with an explicit change (`updateMessage`, `{read: true}`).
 */
export async function getMessage(
  id: number | undefined,
  _actor: StaffAccount,
  { mail = mailConfig() }: { mail?: MailConfig | null } = {},
): Promise<InboxResult<InboxMessage>> {
  if (id === undefined) return notFound;
  const row = await getContactMessage(await getStore(), id);
  return row ? { ok: true, value: await shown(row, mail !== null) } : notFound;
}

/**
 * Audit entries name a message by its number only: a name or an address there would outlive
 * the message itself, which the retention period and a deletion must not allow.
 */
const subjectOf = (row: ContactMessage) => ({ id: row.id, label: `#${row.id}` });

/** Runs `change` on the message in one transaction; notFound when there is no such message. */
async function withMessage(
  db: Store,
  id: number | undefined,
  change: (trx: Executor, row: ContactMessage) => Promise<AuditEvent | undefined>,
  actor: StaffAccount,
): Promise<ContactMessage | undefined> {
  if (id === undefined) return undefined;
  return db.transaction().execute(async (trx) => {
    const row = await getContactMessage(trx, id);
    if (!row) return undefined;
    const event = await change(trx, row);
    if (event) await recordAudit(trx, actor, event);
    return (await getContactMessage(trx, id)) ?? row;
  });
}

/**
 * Marks a message handled (by this staff member, now) or unhandled, and/or read (the first
 * reading counts, and the header's count goes down) or back to unread. Handling is audited;
 * marking the same state again changes nothing.
 */
export async function updateMessage(
  id: number | undefined,
  input: unknown,
  actor: StaffAccount,
  { mail = mailConfig(), now = new Date() }: { mail?: MailConfig | null; now?: Date } = {},
): Promise<InboxResult<InboxMessage>> {
  const parsed = messageChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'invalid', message: 'inbox.errors.badChange' };
  const { handled, read } = parsed.data;
  const row = await withMessage(
    await getStore(),
    id,
    async (trx, current) => {
      if (read === true) await markContactMessageRead(trx, current.id, now);
      if (read === false) await markContactMessageUnread(trx, current.id);
      if (handled === undefined || handled === (current.handled_at !== null)) return undefined;
      await setContactMessageHandled(trx, current.id, handled ? actor.email : null, now);
      return {
        action: handled ? 'message.handled' : 'message.unhandled',
        subject: subjectOf(current),
      };
    },
    actor,
  );
  return row ? { ok: true, value: await shown(row, mail !== null) } : notFound;
}

export interface ResendOptions {
  mail?: MailConfig | null;
  /** One delivery attempt (lib/contact/delivery.ts); its claim keeps the message sent once. */
  deliver?: (db: Store, id: number, mail: MailConfig) => Promise<unknown>;
  /** How long the answer waits for the attempt; past it, the attempt goes on unawaited. */
  waitMs?: number;
}

/**
 * «Отправить ещё раз»: a failed or waiting message goes back in line for an attempt now
 * (audited), and one attempt is made at once. The answer is the message as it then stands:
 * delivered, failing again with the new error, or still being sent (the sweep, or another
 * server, may have claimed it first: either way it is sent once).
 */
export async function resendMessage(
  id: number | undefined,
  actor: StaffAccount,
  { mail = mailConfig(), deliver = deliverContactMessage, waitMs = 15_000 }: ResendOptions = {},
): Promise<InboxResult<InboxMessage>> {
  if (id === undefined) return notFound;
  if (!mail) return { ok: false, code: 'notConfigured', message: 'inbox.errors.notConfigured' };
  const db = await getStore();
  let requeued = false;
  const row = await withMessage(
    db,
    id,
    async (trx, current) => {
      requeued = await requeueContactMessage(trx, current.id);
      if (!requeued) return undefined;
      return {
        action: 'message.resent',
        subject: subjectOf(current),
        details: { status: current.status, attempts: current.attempts },
      };
    },
    actor,
  );
  if (!row) return notFound;
  if (!requeued) return { ok: false, code: 'notResendable', message: 'inbox.errors.notResendable' };

  const attempt = deliver(db, id, mail).catch((error: unknown) => {
    console.error(`contact message ${id}: delivery crashed; the sweep will retry`, error);
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    attempt,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
  const after = await getContactMessage(db, id);
  return after ? { ok: true, value: await shown(after, true) } : notFound;
}

/** Deletes a message for good (audited; the entry keeps only its number and dates). */
export async function deleteMessage(
  id: number | undefined,
  actor: StaffAccount,
): Promise<InboxResult<void>> {
  const db = await getStore();
  let deleted = false;
  await withMessage(
    db,
    id,
    async (trx, current) => {
      deleted = await deleteContactMessage(trx, current.id);
      if (!deleted) return undefined;
      return {
        action: 'message.deleted',
        subject: subjectOf(current),
        details: { received: current.created_at, status: current.status },
      };
    },
    actor,
  );
  return deleted ? { ok: true, value: undefined } : notFound;
}

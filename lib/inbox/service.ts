import { countUnreadMessages } from '@/lib/store/contact-messages';
import { getStore } from '@/lib/store/db';

/**
 * The contact inbox's use-cases, HTTP-free: the routes under /api/crm/inbox read the request
 * and shape the answer.
 */

/** What the CRM header shows: how many messages nobody has opened yet. */
export async function inboxSummary(): Promise<{ unread: number }> {
  return { unread: await countUnreadMessages(await getStore()) };
}

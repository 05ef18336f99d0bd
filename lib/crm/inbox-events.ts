/** The inbox's summary endpoint: `{unread}` (messages nobody has opened yet). */
export const INBOX_SUMMARY_PATH = '/api/crm/inbox/summary';

/** Fired on window by the inbox when it changes a message, so the header's count follows. */
export const INBOX_CHANGED_EVENT = 'lumen:inbox-changed';

export function announceInboxChange(): void {
  window.dispatchEvent(new Event(INBOX_CHANGED_EVENT));
}

'use client';

import type { InboxListItem } from '@/lib/inbox/view';
import { formatListTime } from '@/lib/crm/inbox';
import { crmT } from '@/lib/i18n/crm';
import { DeliveryBadge } from './delivery-status.client';
import styles from './inbox.module.css';

/**
 * The messages of the page, newest first, as a mail client lists them: who, when, the start of
 * the text, how its delivery stands; unread ones in bold with a dot. Choosing one opens it.
 */
export function MessageList({
  messages,
  selectedId,
  onOpen,
}: {
  messages: InboxListItem[];
  selectedId: number | null;
  onOpen: (message: InboxListItem) => void;
}) {
  return (
    <ul className={styles.list} aria-label={crmT('inbox.listLabel')}>
      {messages.map((message) => {
        const unread = message.read_at === null;
        return (
          <li key={message.id}>
            <button
              type="button"
              id={`inbox-item-${message.id}`}
              className={styles.item}
              data-message-id={message.id}
              data-unread={unread}
              aria-current={selectedId === message.id ? 'true' : undefined}
              onClick={() => onOpen(message)}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.itemName}>
                {unread ? <span className="visually-hidden">{crmT('inbox.unread')}: </span> : null}
                {message.name}
              </span>
              <time className={styles.itemTime} dateTime={message.created_at}>
                {formatListTime(message.created_at)}
              </time>
              <span className={styles.itemEmail}>{message.email}</span>
              <span className={styles.itemExcerpt}>{message.excerpt}</span>
              <span className={styles.itemMarks}>
                <DeliveryBadge delivery={message.delivery} />
                {message.handled_at ? (
                  <span className={styles.handledMark}>
                    <span aria-hidden="true">✓</span> {crmT('inbox.handled')}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

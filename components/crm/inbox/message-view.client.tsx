'use client';

import { useEffect, useRef } from 'react';
import type { InboxMessage } from '@/lib/inbox/view';
import { languageName, replyHref } from '@/lib/crm/inbox';
import { crmT } from '@/lib/i18n/crm';
import { formatLocalDateTime } from '@/lib/crm/local-time';
import { buttonClass, Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { DeliveryPanel } from './delivery-status.client';
import { MessageOriginNote } from './message-origin';
import styles from './message.module.css';

/** Which of the message's actions is under way (its button shows it and the others wait). */
export type MessageAction = 'handled' | 'unread' | 'resend' | null;

export interface MessageViewProps {
  message: InboxMessage;
  busy: MessageAction;
  onBack: () => void;
  onToggleHandled: () => void;
  onMarkUnread: () => void;
  onResend: () => void;
  onDelete: () => void;
}

/** An open message: who wrote, when and from which page language, the text, and every action. */
export function MessageView({
  message,
  busy,
  onBack,
  onToggleHandled,
  onMarkUnread,
  onResend,
  onDelete,
}: MessageViewProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // A newly opened message takes focus, so that a keyboard or screen reader lands on it (and on
  // a phone, where it replaces the list, the reader starts at its top).
  useEffect(() => {
    title.current?.focus({ preventScroll: window.matchMedia('(min-width: 1000px)').matches });
  }, [message.id]);

  const handled = message.handled_at !== null;
  return (
    <article className={styles.pane} aria-labelledby="inbox-message-title">
      <Button
        type="button"
        variant="secondary"
        size="small"
        narrowOnly
        className={styles.back}
        onClick={onBack}
      >
        <span aria-hidden="true">←</span> {crmT('inbox.backToList')}
      </Button>
      <header className={styles.head}>
        <h2 id="inbox-message-title" className={styles.title} ref={title} tabIndex={-1}>
          {message.name}
        </h2>
        <a className={styles.email} href={replyHref(message)}>
          {message.email}
        </a>
        <p className={styles.meta}>
          <span>{crmT('inbox.received', { time: formatLocalDateTime(message.created_at) })}</span>
          <span>{crmT('inbox.language', { language: languageName(message.locale) })}</span>
        </p>
        <MessageOriginNote origin={message.origin} />
      </header>

      <div className={styles.actions}>
        <a
          className={buttonClass({ variant: 'primary' })}
          href={replyHref(message)}
          aria-label={crmT('inbox.replyLabel', { name: message.name, email: message.email })}
        >
          <span aria-hidden="true">↩</span> {crmT('inbox.reply')}
        </a>
        <Button
          type="button"
          variant="secondary"
          onClick={onToggleHandled}
          disabled={busy !== null}
          aria-pressed={handled}
        >
          {busy === 'handled' ? <Spinner /> : null}
          {handled ? crmT('inbox.markUnhandled') : crmT('inbox.markHandled')}
        </Button>
        <Button type="button" variant="secondary" onClick={onMarkUnread} disabled={busy !== null}>
          {busy === 'unread' ? <Spinner /> : null}
          {crmT('inbox.markUnread')}
        </Button>
        <Button
          type="button"
          variant="danger-outline"
          onClick={onDelete}
          disabled={busy !== null}
          aria-label={crmT('inbox.deleteLabel', { name: message.name })}
        >
          {crmT('inbox.delete')}
        </Button>
      </div>

      <p className={styles.handled} data-handled={handled}>
        {handled
          ? crmT('inbox.handledBy', {
              time: formatLocalDateTime(message.handled_at!),
              email: message.handled_by ?? '',
            })
          : crmT('inbox.notHandled')}
      </p>

      <div className={styles.body}>{message.message}</div>

      <DeliveryPanel delivery={message.delivery} busy={busy === 'resend'} onResend={onResend} />
    </article>
  );
}

/**
 * The pane before a message is chosen, while one opens, or when it could not be opened (with
 * the way back to the list, which it replaces on phones and tablets).
 */
export function PanePlaceholder({
  children,
  onBack,
}: {
  children: React.ReactNode;
  onBack?: () => void;
}) {
  return (
    <div className={`${styles.pane} ${styles.placeholder}`}>
      {onBack ? (
        <Button
          type="button"
          variant="secondary"
          size="small"
          narrowOnly
          className={styles.back}
          onClick={onBack}
        >
          <span aria-hidden="true">←</span> {crmT('inbox.backToList')}
        </Button>
      ) : null}
      <div>{children}</div>
    </div>
  );
}

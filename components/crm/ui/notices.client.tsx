'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import ui from './ui.module.css';
import styles from './notices.module.css';

/** What a screen tells staff after an action: it worked (polite), or why not (an alert). */
export type Notice = { kind: 'success' | 'error'; text: string };

/**
 * The outcome of the last action: a success in a polite live region (or `busy`, something
 * under way), an error as an alert.
 */
export function Notices({ notice, busy }: { notice: Notice | null; busy?: ReactNode }) {
  return (
    <>
      <div className={styles.live} aria-live="polite" role="status">
        {busy ? (
          <p className={`${ui.notice} ${ui.info}`}>
            <Spinner />
            {busy}
          </p>
        ) : notice?.kind === 'success' ? (
          <p className={`${ui.notice} ${ui.success}`}>{notice.text}</p>
        ) : null}
      </div>
      {notice?.kind === 'error' ? (
        <div role="alert" className={`${ui.notice} ${ui.error} ${styles.alert}`}>
          <span className={ui.noticeText}>{notice.text}</span>
        </div>
      ) : null}
    </>
  );
}

/** A list that could not be loaded: why, and a way to try again. */
export function LoadError({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={`${ui.notice} ${ui.error} ${styles.alert}`}>
      <span className={ui.noticeText}>{text}</span>
      <Button type="button" variant="secondary" size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

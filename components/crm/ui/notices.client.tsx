'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import { Notice, NoticeText } from './notice';
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
          <Notice tone="info">
            <Spinner />
            {busy}
          </Notice>
        ) : notice?.kind === 'success' ? (
          <Notice tone="success">{notice.text}</Notice>
        ) : null}
      </div>
      {notice?.kind === 'error' ? (
        <Notice role="alert" as="div" tone="error" className={styles.alert}>
          <NoticeText>{notice.text}</NoticeText>
        </Notice>
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
    <Notice role="alert" as="div" tone="error" className={styles.alert}>
      <NoticeText>{text}</NoticeText>
      <Button type="button" variant="secondary" size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Notice>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './notice.module.css';

export type NoticeTone = 'error' | 'success' | 'info';

type NoticeProps = HTMLAttributes<HTMLElement> & {
  tone: NoticeTone;
  /** A paragraph (the default), or a box or section for a notice that holds more. */
  as?: 'p' | 'div' | 'section';
  /** Its parts one under the other instead of in a wrapping row. */
  stack?: boolean;
  children: ReactNode;
};

/** A coloured box with what staff should know; its role (alert, status) is the caller's. */
export function Notice({
  tone,
  as: Tag = 'p',
  stack = false,
  className,
  children,
  ...props
}: NoticeProps) {
  return (
    <Tag className={cx(styles.notice, styles[tone], stack && styles.stack, className)} {...props}>
      {children}
    </Tag>
  );
}

/** The text of a notice that also holds a button. */
export function NoticeText({ children }: { children: ReactNode }) {
  return <span className={styles.text}>{children}</span>;
}

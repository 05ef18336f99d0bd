import type { ReactNode } from 'react';
import styles from './spinner.module.css';

/** A turning ring beside the text that says what is under way (hidden from assistive tech). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

/** A screen's data on its way: announced as a status, shown where the content will be. */
export function Loading({ as: Tag = 'p', children }: { as?: 'p' | 'span'; children: ReactNode }) {
  return (
    <Tag className={styles.loading} role="status">
      <Spinner />
      {children}
    </Tag>
  );
}

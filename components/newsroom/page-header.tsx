import type { ReactNode } from 'react';
import styles from './newsroom.module.css';

/** The dark band under the fixed header that opens the newsroom and article pages. */
export function PageHeader({ eyebrow, children }: { eyebrow?: ReactNode; children: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <div className={`container ${styles.pageHeaderInner}`}>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        {children}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/**
 * The dark band under the fixed header that opens the newsroom and article pages; `notice`
 * (a staff preview's bar) comes first in it.
 */
export function PageHeader({
  eyebrow,
  notice,
  children,
}: {
  eyebrow?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <div className={`container ${styles.pageHeaderInner}`}>
        {notice}
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        {children}
      </div>
    </header>
  );
}

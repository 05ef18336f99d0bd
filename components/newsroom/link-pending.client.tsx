'use client';

import { useLinkStatus } from 'next/link';
import styles from './link-pending.module.css';

/**
 * Inside a link: while the page it opens is still on its way (not prefetched yet, or slow to
 * render), a bar along the top of the window and a status for assistive technology say so at
 * once, instead of a click that seems to do nothing.
 */
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className={styles.linkPending}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

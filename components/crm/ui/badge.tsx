import type { ReactNode } from 'react';
import type { ArticleStatus } from '@/lib/articles/status';
import type { Delivery } from '@/lib/inbox/view';
import styles from './badge.module.css';

/** How a state stands, which its badge's colour says (badge.module.css). */
export type Tone = 'done' | 'underway' | 'failing' | 'none';

export const ARTICLE_TONES: Record<ArticleStatus, Tone> = {
  published: 'done',
  scheduled: 'underway',
  draft: 'none',
};

export const DELIVERY_TONES: Record<Delivery['state'], Tone> = {
  delivered: 'done',
  waiting: 'underway',
  sending: 'underway',
  failing: 'failing',
  stored: 'none',
};

/** A state in a word, coloured by its tone. */
export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}

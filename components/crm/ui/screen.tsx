import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cx } from './class-names';
import styles from './screen.module.css';

/** The column a back-office screen sits in: 1200px wide, or narrower for a form or a comparison. */
export function Screen({
  width,
  className,
  ...props
}: ComponentProps<'div'> & { width?: 'form' | 'comparison' }) {
  return <div className={cx(styles.screen, width && styles[width], className)} {...props} />;
}

/** A screen's head: its title (and lead) on the left, its actions on the right. */
export function ScreenHead(props: Omit<ComponentProps<'div'>, 'className'>) {
  return <div className={styles.head} {...props} />;
}

/** The screen's one h1. */
export function ScreenTitle(props: Omit<ComponentProps<'h1'>, 'className'>) {
  return <h1 className={styles.title} {...props} />;
}

/** A line under the title: what the screen holds, how many. */
export function ScreenLead(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p className={styles.lead} {...props} />;
}

/** The link above the head, back to where the screen was opened from. */
export function BackLink(props: Omit<ComponentProps<typeof Link>, 'className'>) {
  return <Link className={styles.back} {...props} />;
}

/** Nothing to list (yet, or for this search or filter). */
export function EmptyState(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p className={styles.empty} {...props} />;
}

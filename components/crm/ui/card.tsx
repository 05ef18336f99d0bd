import type { ComponentProps } from 'react';
import { cx } from './class-names';
import styles from './card.module.css';

/** One part of a screen in a raised box, labelled by its CardTitle (`aria-labelledby`). */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cx(styles.card, className)} {...props} />;
}

/** A card's h2. */
export function CardTitle(props: Omit<ComponentProps<'h2'>, 'className'>) {
  return <h2 className={styles.title} {...props} />;
}

import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './table.module.css';

/**
 * A back-office table with its caption (read by assistive technology only): a table on wide
 * screens, a card per row on phones and tablets, where `className` places the row's cells.
 */
export function Table({
  caption,
  className,
  children,
}: {
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <table className={cx(styles.table, className)}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** The head of the last column, the row's actions: named for assistive technology only. */
export function ActionsHead({ label }: { label: string }) {
  return (
    <th scope="col" className={styles.actionsCol}>
      <span className="visually-hidden">{label}</span>
    </th>
  );
}

/** A row's buttons, at its end (across the foot of its card on phones and tablets). */
export function ActionsCell({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <td className={styles.actionsCol}>
      <div className={cx(styles.actions, className)}>{children}</div>
    </td>
  );
}

'use client';

import { useId } from 'react';
import { cx } from './class-names';
import ui from './ui.module.css';
import styles from './inline-select.module.css';

/** A select with its label beside it, as wide as its options: a list's filter or order. */
export function InlineSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  /** Each option's value and its text, in the order shown. */
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={cx(ui.input, styles.select)}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

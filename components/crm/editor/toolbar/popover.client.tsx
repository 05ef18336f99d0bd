'use client';

import type { FocusEvent, KeyboardEvent, ReactNode, RefObject } from 'react';
import styles from '../editor.module.css';

/**
 * A toolbar popover: a small non-modal dialog under its button. Escape closes it and returns
 * focus to where it belongs; moving focus anywhere but the popover or its button closes it
 * quietly. Keys pressed inside it are not the toolbar's (`data-roving-skip`).
 */
export function Popover({
  label,
  trigger,
  onClose,
  className,
  children,
}: {
  label: string;
  trigger: RefObject<HTMLElement | null>;
  /** `returnFocus`: Escape (focus goes back); false when focus already went elsewhere. */
  onClose: (returnFocus: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="dialog"
      aria-label={label}
      className={`${styles.popover} ${className ?? ''}`}
      data-popover=""
      data-roving-skip=""
      tabIndex={-1}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget as Node | null;
        if (next && (event.currentTarget.contains(next) || next === trigger.current)) return;
        onClose(false);
      }}
    >
      {children}
    </div>
  );
}

/** A popover field's error: under the field, announced when it appears. */
export function PopoverError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

/**
 * A modal on the native <dialog>, open while `open` is true: focus is trapped, Escape asks
 * `onCancel` (ignored while `busy`), and the page behind is inert.
 */
export function Modal({
  open,
  busy = false,
  onCancel,
  className,
  labelledBy,
  describedBy,
  children,
}: {
  open: boolean;
  busy?: boolean;
  onCancel: () => void;
  className?: string;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {children}
    </dialog>
  );
}

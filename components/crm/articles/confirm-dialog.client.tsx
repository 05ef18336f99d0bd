'use client';

import { useEffect, useId, useRef } from 'react';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './articles.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** More to know before answering (what stops working). */
  details?: string;
  /** A gentler way out than the confirmation (unpublishing instead of deleting). */
  alternative?: { label: string; onSelect: () => void };
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question on the native <dialog>: focus is trapped, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  text,
  details,
  alternative,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <div id={`${id}-text`}>
        <p className={styles.dialogText}>{text}</p>
        {details ? <p className={styles.dialogText}>{details}</p> : null}
      </div>
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={onCancel}
          disabled={busy}
          autoFocus
        >
          {cancelLabel}
        </button>
        {alternative ? (
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            onClick={alternative.onSelect}
            disabled={busy}
          >
            {alternative.label}
          </button>
        ) : null}
        <button
          type="button"
          className={`${ui.button} ${ui.danger}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? <span className={ui.spinner} aria-hidden="true" /> : null}
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

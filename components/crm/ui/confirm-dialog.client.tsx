'use client';

import { useId } from 'react';
import { Modal } from './modal.client';
import { Button } from './button';
import { Spinner } from './spinner';
import styles from './dialog.module.css';

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
  /** What the confirmation looks like: a loss (the default), or a change to go ahead with. */
  tone?: 'danger' | 'primary';
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
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Modal
      open={open}
      busy={busy}
      onCancel={onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <div id={`${id}-text`}>
        <p className={styles.dialogText}>{text}</p>
        {details ? <p className={styles.dialogText}>{details}</p> : null}
      </div>
      <div className={styles.dialogActions}>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        {alternative ? (
          <Button type="button" variant="secondary" onClick={alternative.onSelect} disabled={busy}>
            {alternative.label}
          </Button>
        ) : null}
        <Button type="button" variant={tone} onClick={onConfirm} disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

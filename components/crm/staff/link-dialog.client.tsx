'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/crm/i18n';
import type { SignInLink } from '@/lib/crm/staff-api';
import ui from '@/components/crm/ui/ui.module.css';
import list from '@/components/crm/articles/articles.module.css';
import styles from './staff.module.css';

/**
 * A one-time sign-in link, shown this once: the admin copies it and hands it over. Closing
 * the dialog forgets it (a lost link is replaced by a new one, which ends the old).
 */
export function LinkDialog({
  link,
  onClose,
}: {
  link: (SignInLink & { email: string }) | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (link && !element.open) element.showModal();
    if (!link && element.open) element.close();
  }, [link]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      className={`${list.dialog} ${styles.formDialog}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`} className={list.dialogTitle}>
        {crmT('staff.link.title')}
      </h2>
      {link ? (
        <>
          <p id={`${id}-text`} className={list.dialogText}>
            {crmT('staff.link.text', {
              email: link.email,
              expires: `${formatCrmDate(link.expiresAt)}, ${formatCrmTime(link.expiresAt)}`,
            })}
          </p>
          <div className={`${ui.field} ${styles.linkField}`}>
            <label htmlFor={`${id}-url`} className="visually-hidden">
              {crmT('staff.link.field')}
            </label>
            <input
              id={`${id}-url`}
              className={`${ui.input} ${styles.linkInput}`}
              value={link.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p className={styles.copyState} role="status">
            {copied === 'yes'
              ? crmT('staff.link.copied')
              : copied === 'failed'
                ? crmT('staff.link.copyFailed')
                : ''}
          </p>
        </>
      ) : null}
      <div className={list.dialogActions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={copy}>
          {crmT('staff.link.copy')}
        </button>
        <button type="button" className={`${ui.button} ${ui.primary}`} onClick={close} autoFocus>
          {crmT('staff.link.done')}
        </button>
      </div>
    </dialog>
  );
}

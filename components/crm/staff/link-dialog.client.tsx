'use client';

import { useId, useState } from 'react';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import type { SignInLink } from '@/lib/crm/queries/staff';
import { Button } from '@/components/crm/ui/button';
import ui from '@/components/crm/ui/ui.module.css';
import { Modal } from '@/components/crm/ui/modal.client';
import dialog from '@/components/crm/ui/dialog.module.css';
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
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

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
    <Modal
      open={link !== null}
      onCancel={close}
      className={styles.formDialog}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
    >
      <h2 id={`${id}-title`} className={dialog.dialogTitle}>
        {crmT('staff.link.title')}
      </h2>
      {link ? (
        <>
          <p id={`${id}-text`} className={dialog.dialogText}>
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
      <div className={dialog.dialogActions}>
        <Button type="button" variant="secondary" onClick={copy}>
          {crmT('staff.link.copy')}
        </Button>
        <Button type="button" variant="primary" onClick={close} autoFocus>
          {crmT('staff.link.done')}
        </Button>
      </div>
    </Modal>
  );
}

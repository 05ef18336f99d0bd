'use client';

import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import styles from './follow-page.module.css';

/** An address to copy: shown whole (selectable without scripts), copied in one click. */
export function CopyAddress({
  address,
  labels,
}: {
  address: string;
  labels: { address: string; copy: string; copied: string };
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.copy}>
      <label htmlFor="follow-feed" className="visually-hidden">
        {labels.address}
      </label>
      <input
        id="follow-feed"
        className={styles.address}
        value={address}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary}`}
        onClick={() =>
          void navigator.clipboard?.writeText(address).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {labels.copy}
      </button>
      <span role="status" className={styles.copied}>
        {copied ? labels.copied : ''}
      </span>
    </div>
  );
}

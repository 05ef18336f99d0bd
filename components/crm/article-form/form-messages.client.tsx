'use client';

import type { Ref } from 'react';
import type { Article } from '@/lib/articles/schemas';
import type { DraftValues } from '@/lib/crm/drafts';
import { Notice } from '@/components/crm/ui/notice';
import { ConflictPanel } from './conflict-panel.client';
import styles from './article-form.module.css';

/**
 * What the form has to say above its fields: an error, a save that met someone else's, a notice.
 * Focused (`ref`) when a save is refused without a field to point at.
 */
export function FormMessages({
  ref,
  error,
  conflict,
  values,
  saving,
  notice,
  onKeepMine,
  onTakeTheirs,
}: {
  ref: Ref<HTMLDivElement>;
  error: string | null | undefined;
  conflict: { theirs: Article } | null;
  values: DraftValues;
  saving: boolean;
  notice: string | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.messages}>
      {error ? (
        <Notice role="alert" tone="error">
          {error}
        </Notice>
      ) : null}
      {conflict ? (
        <ConflictPanel
          theirs={conflict.theirs}
          mine={values}
          saving={saving}
          onKeepMine={onKeepMine}
          onTakeTheirs={onTakeTheirs}
        />
      ) : null}
      {notice ? (
        <Notice role="status" tone="info">
          {notice}
        </Notice>
      ) : null}
    </div>
  );
}

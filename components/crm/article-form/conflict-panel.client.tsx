'use client';

import { useId, useState } from 'react';
import type { Article } from '@/lib/articles/schemas';
import type { DraftValues } from '@/lib/crm/drafts';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Notice } from '@/components/crm/ui/notice';
import { ArticleDiff } from '@/components/crm/ui/article-diff.client';
import styles from './article-form.module.css';

/**
 * Someone saved the article while this staff member was editing it: nothing was overwritten.
 * They see what differs, then keep their own version (saved over the other) or take the other.
 */
export function ConflictPanel({
  theirs,
  mine,
  saving,
  onKeepMine,
  onTakeTheirs,
}: {
  theirs: Article;
  mine: DraftValues;
  saving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const id = useId();
  const [showing, setShowing] = useState(false);
  const savedAt = theirs.updated_at ?? theirs.date;
  return (
    <Notice as="section" tone="error" stack role="alert">
      <p>{crmT('conflict.text', { date: formatCrmDate(savedAt), time: formatCrmTime(savedAt) })}</p>
      <div className={styles.conflictActions}>
        <Button
          type="button"
          variant="secondary"
          size="small"
          aria-expanded={showing}
          aria-controls={`${id}-diff`}
          onClick={() => setShowing((open) => !open)}
        >
          {showing ? crmT('conflict.hide') : crmT('conflict.show')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={onTakeTheirs}
          disabled={saving}
        >
          {crmT('conflict.takeTheirs')}
        </Button>
        <Button type="button" variant="primary" size="small" onClick={onKeepMine} disabled={saving}>
          {crmT('conflict.keepMine')}
        </Button>
      </div>
      {showing ? (
        <ArticleDiff
          id={`${id}-diff`}
          before={theirs}
          after={mine}
          legend={crmT('conflict.legend')}
        />
      ) : null}
    </Notice>
  );
}

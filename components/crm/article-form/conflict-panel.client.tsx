'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { revisionListResponseSchema } from '@/lib/articles/schemas';
import { call } from '@/lib/crm/client';
import { api } from '@/lib/crm/queries/article-calls';
import { useSignedInEmail } from '@/components/crm/shell/signed-in.client';
import type { Article } from '@/lib/articles/schemas';
import type { DraftValues } from '@/lib/crm/drafts';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Notice } from '@/components/crm/ui/notice';
import { ArticleDiff } from '@/components/crm/ui/article-diff.client';
import styles from './article-form.module.css';

/**
 * Who made the article's latest save, from its history: 'me' (the same person in another tab
 * or window), another staff member's address, or null while unknown (a provider without
 * history, or a save nobody is named for).
 */
function useSavedBy(id: number): 'me' | string | null {
  const me = useSignedInEmail();
  const history = useQuery({
    queryKey: ['conflict-saved-by', id],
    queryFn: async () =>
      (await call(api(`/article/id/${id}/revisions`), revisionListResponseSchema)).data,
    retry: false,
  });
  const latest = history.data?.[0]?.staff_email;
  if (!latest) return null;
  return latest === me ? 'me' : latest;
}

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
  const who = useSavedBy(theirs.id);
  const when = { date: formatCrmDate(savedAt), time: formatCrmTime(savedAt) };
  return (
    <Notice as="section" tone="error" stack role="alert">
      <p>
        {who === 'me'
          ? crmT('conflict.textSelf', when)
          : who
            ? crmT('conflict.textOther', { ...when, who })
            : crmT('conflict.text', when)}
      </p>
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

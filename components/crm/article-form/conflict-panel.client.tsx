'use client';

import { diffWords } from 'diff';
import { useId, useMemo, useState } from 'react';
import type { Article } from '@/lib/articles/schemas';
import type { DraftValues } from '@/lib/crm/drafts';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/crm/i18n';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './article-form.module.css';

/** An article body's words, for comparing two versions. */
function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Their words and mine, marked: what they have that I do not, and the other way round. */
function WordDiff({ theirs, mine }: { theirs: string; mine: string }) {
  const parts = useMemo(() => diffWords(theirs, mine), [theirs, mine]);
  return (
    <p className={styles.diff}>
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className={styles.diffMine}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i} className={styles.diffTheirs}>
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
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
  return (
    <section className={`${ui.notice} ${ui.error} ${styles.conflict}`} role="alert">
      <p>{crmT('conflict.text', { date: formatCrmDate(savedAt), time: formatCrmTime(savedAt) })}</p>
      <div className={styles.conflictActions}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary} ${ui.small}`}
          aria-expanded={showing}
          aria-controls={`${id}-diff`}
          onClick={() => setShowing((open) => !open)}
        >
          {showing ? crmT('conflict.hide') : crmT('conflict.show')}
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary} ${ui.small}`}
          onClick={onTakeTheirs}
          disabled={saving}
        >
          {crmT('conflict.takeTheirs')}
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.primary} ${ui.small}`}
          onClick={onKeepMine}
          disabled={saving}
        >
          {crmT('conflict.keepMine')}
        </button>
      </div>
      {showing ? (
        <div id={`${id}-diff`} className={styles.diffView}>
          <p className={ui.hint}>{crmT('conflict.legend')}</p>
          <p className={styles.diffHeading}>{crmT('form.titleLabel')}</p>
          <WordDiff theirs={theirs.title} mine={mine.title} />
          <p className={styles.diffHeading}>{crmT('form.content')}</p>
          <WordDiff theirs={plainText(theirs.content)} mine={plainText(mine.content)} />
        </div>
      ) : null}
    </section>
  );
}

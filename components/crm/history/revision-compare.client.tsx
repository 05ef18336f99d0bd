'use client';

import type { Article, Revision } from '@/lib/articles/schemas';
import { otherChangedFields } from '@/lib/crm/compare';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Spinner } from '@/components/crm/ui/spinner';
import { Notice } from '@/components/crm/ui/notice';
import ui from '@/components/crm/ui/ui.module.css';
import { plainText, WordDiff } from '@/components/crm/ui/word-diff.client';
import { revisionTime } from './revision-list.client';
import { RevisionName } from './revision-name.client';
import styles from './history.module.css';

/** One revision against the article as it is now, and the way to bring it back. */
export function RevisionCompare({
  articleId,
  revision,
  current,
  restoring,
  onRestore,
}: {
  articleId: number | undefined;
  revision: Revision;
  current: Article;
  restoring: boolean;
  onRestore: () => void;
}) {
  const before = plainText(revision.content);
  const after = plainText(current.content);
  const others = otherChangedFields(revision, current);
  const same = revision.title === current.title && before === after && others.length === 0;
  return (
    <div className={styles.compare}>
      <p className={styles.compareWhen}>
        <time dateTime={revision.created_at}>{revisionTime(revision.created_at)}</time>
        {' · '}
        {revision.staff_email || crmT('history.unknownAuthor')}
      </p>
      {same ? (
        <Notice tone="info">{crmT('history.same')}</Notice>
      ) : (
        <>
          <p className={ui.hint}>{crmT('history.legend')}</p>
          <h3 className={styles.diffHeading}>{crmT('form.titleLabel')}</h3>
          <WordDiff before={revision.title} after={current.title} />
          <h3 className={styles.diffHeading}>{crmT('form.content')}</h3>
          <div className={styles.diffBody}>
            <WordDiff before={before} after={after} />
          </div>
          {others.length > 0 ? (
            <p className={ui.hint}>
              {crmT('history.fieldsChanged', { fields: others.map((key) => crmT(key)).join(', ') })}
            </p>
          ) : null}
        </>
      )}
      <RevisionName articleId={articleId} revision={revision} />
      <div className={styles.restore}>
        <p className={ui.hint}>{crmT('history.saving')}</p>
        <Button
          type="button"
          variant="primary"
          onClick={onRestore}
          disabled={restoring || same}
          aria-disabled={restoring || same}
        >
          {restoring ? <Spinner /> : null}
          {restoring ? crmT('history.restoring') : crmT('history.restore')}
        </Button>
      </div>
    </div>
  );
}

'use client';

import { CRM_ARTICLES, articleEditHref } from '@/lib/crm/addresses';
import { useRef, useState } from 'react';
import { errorText } from '@/lib/crm/client';
import { crmT } from '@/lib/i18n/crm';
import { articleHref } from '@/lib/seo/addresses';
import { useRestoreRevision } from '@/lib/crm/queries/article-history';
import { browserTimeZone } from '@/lib/crm/local-time';
import { parseArticleId } from '@/lib/articles/validation';
import { Loading } from '@/components/crm/ui/spinner';
import { BackLink, Screen, ScreenHead, ScreenLead, ScreenTitle } from '@/components/crm/ui/screen';
import { Notice } from '@/components/crm/ui/notice';
import { Card, CardTitle } from '@/components/crm/ui/card';
import ui from '@/components/crm/ui/ui.module.css';
import { ConfirmDialog } from '@/components/crm/ui/confirm-dialog.client';
import { RevisionCompare } from './revision-compare.client';
import { RevisionList, revisionTime } from './revision-list.client';
import { useHistory } from './use-history';
import styles from './history.module.css';
import type { Notice as Outcome } from '@/components/crm/ui/notices.client';

/** «История»: every saved version of an article, compared with the current one, restorable. */
export function ArticleHistory({ idParam }: { idParam: string }) {
  const articleId = parseArticleId(idParam);
  const history = useHistory(articleId);
  const { state, selected } = history;
  const restoreRevision = useRestoreRevision(articleId);
  const restoring = restoreRevision.isPending;
  const [askingLive, setAskingLive] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const noticeArea = useRef<HTMLDivElement>(null);

  async function choose(id: number) {
    setNotice(null);
    await history.select(id);
    // On a narrow screen the comparison is below the list: take the reader there.
    requestAnimationFrame(() => {
      compareHeading.current?.focus({ preventScroll: true });
      compareHeading.current?.scrollIntoView({ block: 'start' });
    });
  }

  /** Restoring onto a published article changes its public page at once: asked first. */
  function requestRestore() {
    if (state.kind !== 'ready' || !selected) return;
    if (state.current.status === 'published') setAskingLive(true);
    else void restore();
  }

  async function restore() {
    setAskingLive(false);
    if (state.kind !== 'ready' || !selected || articleId === undefined) return;
    try {
      const answer = await restoreRevision.mutateAsync({
        revision: selected.id,
        version: state.current.updated_at,
      });
      if (answer.success) {
        setNotice({
          kind: 'success',
          text: crmT('history.restored', { date: revisionTime(selected.created_at) }),
        });
        history.clear();
      } else {
        setNotice({
          kind: 'error',
          text: answer.conflict ? crmT('history.conflict') : answer.message,
        });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    } finally {
      requestAnimationFrame(() => noticeArea.current?.focus());
    }
  }

  const editHref = articleId === undefined ? CRM_ARTICLES : articleEditHref(articleId);
  return (
    <Screen width="comparison">
      <BackLink href={editHref}>
        <span aria-hidden="true">←</span> {crmT('history.back')}
      </BackLink>
      <ScreenHead>
        <ScreenTitle>{crmT('history.title')}</ScreenTitle>
      </ScreenHead>
      {state.kind === 'ready' ? (
        <div className={styles.intro}>
          <ScreenLead>«{state.current.title}»</ScreenLead>
          <p className={ui.hint}>
            {crmT('history.lead')}{' '}
            {crmT('history.zone', {
              zone: `${browserTimeZone().name}, ${browserTimeZone().offset}`,
            })}
          </p>
        </div>
      ) : null}

      <div ref={noticeArea} tabIndex={-1} className={styles.notices}>
        {state.kind === 'failed' ? (
          <Notice role="alert" tone="error">
            {state.message}
          </Notice>
        ) : null}
        {notice ? (
          <Notice
            role={notice.kind === 'error' ? 'alert' : 'status'}
            tone={notice.kind === 'error' ? 'error' : 'success'}
          >
            {notice.text}
          </Notice>
        ) : null}
        {history.selectError ? (
          <Notice role="alert" tone="error">
            {history.selectError}
          </Notice>
        ) : null}
      </div>

      {state.kind === 'loading' ? <Loading>{crmT('history.loading')}</Loading> : null}

      {state.kind === 'ready' ? (
        <div className={styles.layout}>
          <Card aria-labelledby="revisions-title">
            <CardTitle id="revisions-title">{crmT('history.listLabel')}</CardTitle>
            <RevisionList
              revisions={state.revisions}
              selectedId={selected?.id ?? null}
              busyId={history.selecting}
              onSelect={(id) => void choose(id)}
            />
          </Card>
          <Card className={styles.comparePanel} aria-labelledby="compare-title">
            <CardTitle id="compare-title" ref={compareHeading} tabIndex={-1}>
              {crmT('history.compareTitle')}
            </CardTitle>
            {selected ? (
              <RevisionCompare
                articleId={articleId}
                revision={selected}
                current={state.current}
                restoring={restoring}
                onRestore={requestRestore}
              />
            ) : (
              <p className={ui.hint}>{crmT('history.select')}</p>
            )}
          </Card>
        </div>
      ) : null}

      <ConfirmDialog
        open={askingLive && state.kind === 'ready' && selected !== null}
        title={crmT('history.restoreLiveTitle')}
        text={
          state.kind === 'ready' && selected
            ? crmT('history.restoreLiveText', {
                path: articleHref(state.current.language, state.current.slug),
                date: revisionTime(selected.created_at),
              })
            : ''
        }
        confirmLabel={crmT('history.restoreConfirm')}
        cancelLabel={crmT('history.cancel')}
        tone="primary"
        onConfirm={() => void restore()}
        onCancel={() => setAskingLive(false)}
      />
    </Screen>
  );
}

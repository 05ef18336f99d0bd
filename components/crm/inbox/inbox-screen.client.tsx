'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/crm/ui/confirm-dialog.client';
import { buttonClass, Button } from '@/components/crm/ui/button';
import { Loading, Spinner } from '@/components/crm/ui/spinner';
import {
  EmptyState,
  Screen,
  ScreenHead,
  ScreenLead,
  ScreenTitle,
} from '@/components/crm/ui/screen';
import { exportHref } from '@/lib/crm/queries/inbox';
import { crmT } from '@/lib/i18n/crm';
import { INBOX_PAGE_SIZE } from '@/lib/inbox/validation';
import { InboxPager, InboxToolbar } from './inbox-toolbar.client';
import { MessageList } from './message-list.client';
import { MessageView, PanePlaceholder } from './message-view.client';
import { useInboxList } from './use-inbox-list';
import { useOpenMessage, type Notice } from './use-open-message';
import styles from './inbox.module.css';
import { LoadError, Notices } from '@/components/crm/ui/notices.client';

/**
 * The contact inbox: every message visitors sent through the site's form, newest first, with a
 * reading pane beside the list (in its place on phones and tablets). Searched, filtered and
 * paged by the server; exported as CSV with the same search and filter.
 */
export function InboxScreen() {
  const list = useInboxList();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const opened = useOpenMessage({ notify: setNotice });
  const { data } = list;
  const { message } = opened;

  function backToList() {
    const id = opened.selectedId;
    opened.close();
    // Back where staff were in the list.
    requestAnimationFrame(() => document.getElementById(`inbox-item-${id}`)?.focus());
  }

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('inbox.title')}</ScreenTitle>
          {data ? <ScreenLead>{crmT('inbox.count', { count: data.total })}</ScreenLead> : null}
        </div>
        <div className={styles.headActions}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void list.reload()}
            disabled={list.loading}
          >
            {list.loading && data ? <Spinner /> : null}
            {crmT('inbox.refresh')}
          </Button>
          <a
            className={buttonClass({ variant: 'secondary' })}
            href={exportHref({ q: list.searched, filter: list.filter })}
            download
            aria-label={crmT('inbox.exportLabel')}
          >
            {crmT('inbox.export')}
          </a>
        </div>
      </ScreenHead>

      <Notices notice={notice} />
      {list.error ? (
        <LoadError
          text={crmT('inbox.loadFailed', { message: list.error })}
          retryLabel={crmT('inbox.retry')}
          onRetry={() => void list.reload()}
        />
      ) : null}

      <InboxToolbar
        query={list.query}
        onQuery={list.search}
        filter={list.filter}
        onFilter={list.chooseFilter}
      />

      {data === null ? (
        list.error ? null : (
          <Loading>{crmT('inbox.loading')}</Loading>
        )
      ) : (
        <div className={styles.layout} data-open={opened.selectedId !== null}>
          <div className={styles.listColumn}>
            {data.messages.length === 0 ? (
              <EmptyState>
                {list.searched.trim()
                  ? crmT('inbox.noMatches', { query: list.searched.trim() })
                  : data.total === 0 && list.filter === 'all'
                    ? crmT('inbox.empty')
                    : crmT(`inbox.emptyFilter.${list.filter}`)}
              </EmptyState>
            ) : (
              <>
                <MessageList
                  messages={data.messages}
                  selectedId={opened.selectedId}
                  onOpen={(item) => void opened.open(item)}
                />
                <InboxPager
                  page={data.page}
                  pages={data.pages}
                  total={data.total}
                  shown={data.messages.length}
                  pageSize={INBOX_PAGE_SIZE}
                  onPage={list.setPage}
                />
              </>
            )}
          </div>
          <div className={styles.paneColumn}>
            {message ? (
              <MessageView
                message={message}
                busy={opened.busy}
                onBack={backToList}
                onToggleHandled={() => void opened.toggleHandled(message)}
                onMarkUnread={() => void opened.markUnread(message)}
                onResend={() => void opened.resend(message)}
                onDelete={() => setConfirming(true)}
              />
            ) : (
              <PanePlaceholder onBack={opened.selectedId !== null ? backToList : undefined}>
                {opened.openError ? (
                  <span role="alert">
                    {crmT('inbox.openFailed', { message: opened.openError })}
                  </span>
                ) : opened.selectedId !== null ? (
                  <Loading as="span">{crmT('inbox.opening')}</Loading>
                ) : (
                  crmT('inbox.choose')
                )}
              </PanePlaceholder>
            )}
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirming && message !== null}
        title={crmT('inbox.confirmTitle')}
        text={
          message ? crmT('inbox.confirmText', { name: message.name, email: message.email }) : ''
        }
        confirmLabel={crmT('inbox.confirm')}
        cancelLabel={crmT('inbox.cancel')}
        busy={opened.deleting}
        busyLabel={crmT('inbox.deleting')}
        onConfirm={() => {
          if (message) void opened.remove(message).then(() => setConfirming(false));
        }}
        onCancel={() => setConfirming(false)}
      />
    </Screen>
  );
}

'use client';

import { useState } from 'react';
import { AUDIT_SUBJECTS, type AuditSubject } from '@/lib/audit/actions';
import { errorText } from '@/lib/crm/client';
import { useAudit } from '@/lib/crm/queries/staff';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { Loading, Spinner } from '@/components/crm/ui/spinner';
import {
  EmptyState,
  Screen,
  ScreenHead,
  ScreenLead,
  ScreenTitle,
} from '@/components/crm/ui/screen';
import { InlineSelect } from '@/components/crm/ui/inline-select.client';
import { AuditEntryRow } from './audit-entry';
import styles from './audit.module.css';
import { LoadError } from '@/components/crm/ui/notices.client';

type Filter = AuditSubject | 'all';

/** /crm/audit (admins): who did what, newest first, by kind of thing, 50 at a time. */
export function AuditScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const audit = useAudit(filter === 'all' ? undefined : filter);
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? null;
  const error = audit.error ? errorText(audit.error) : null;
  const loadingMore = audit.isFetchingNextPage;

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('audit.title')}</ScreenTitle>
          <ScreenLead>{crmT('audit.lead')}</ScreenLead>
        </div>
        <InlineSelect
          label={crmT('audit.filter')}
          value={filter}
          options={(['all', ...AUDIT_SUBJECTS] as const).map(
            (value) => [value, crmT(`audit.subjects.${value}`)] as const,
          )}
          onChange={setFilter}
        />
      </ScreenHead>

      {error ? (
        <LoadError
          text={crmT('audit.loadFailed', { message: error })}
          retryLabel={crmT('audit.retry')}
          onRetry={() => void audit.refetch()}
        />
      ) : null}

      {entries === null ? (
        error ? null : (
          <Loading>{crmT('audit.loading')}</Loading>
        )
      ) : entries.length === 0 ? (
        <EmptyState>{crmT('audit.empty')}</EmptyState>
      ) : (
        <>
          <div className={styles.head} aria-hidden="true">
            <span>{crmT('audit.columns.when')}</span>
            <span>{crmT('audit.columns.who')}</span>
            <span>{crmT('audit.columns.what')}</span>
          </div>
          <ol className={styles.log} aria-label={crmT('audit.caption')}>
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {audit.hasNextPage ? (
            <div className={styles.more}>
              <Button
                type="button"
                variant="secondary"
                disabled={loadingMore}
                onClick={() => void audit.fetchNextPage()}
              >
                {loadingMore ? <Spinner /> : null}
                {loadingMore ? crmT('audit.loadingMore') : crmT('audit.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Screen>
  );
}

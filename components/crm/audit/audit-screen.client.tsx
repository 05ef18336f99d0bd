'use client';

import { useCallback, useEffect, useState } from 'react';
import { AUDIT_SUBJECTS, type AuditSubject } from '@/lib/audit/actions';
import { crmT } from '@/lib/i18n/crm';
import { fetchAudit, type AuditEntry } from '@/lib/crm/staff-api';
import { Button } from '@/components/crm/ui/button';
import { Loading, Spinner } from '@/components/crm/ui/spinner';
import {
  EmptyState,
  Screen,
  ScreenHead,
  ScreenLead,
  ScreenTitle,
} from '@/components/crm/ui/screen';
import list from '@/components/crm/articles/articles.module.css';
import ui from '@/components/crm/ui/ui.module.css';
import { AuditEntryRow } from './audit-entry';
import styles from './audit.module.css';
import { LoadError } from '@/components/crm/ui/notices.client';

type Filter = AuditSubject | 'all';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : crmT('api.somethingWrong');

/** /crm/audit (admins): who did what, newest first, by kind of thing, 50 at a time. */
export function AuditScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(
    (shown: Filter, before?: number) =>
      fetchAudit({ before, subject: shown === 'all' ? undefined : shown }).then((page) => {
        setError(null);
        setEntries((current) =>
          before === undefined ? page.entries : [...(current ?? []), ...page.entries],
        );
        setNext(page.next);
      }),
    [],
  );

  useEffect(() => {
    load(filter).catch((failure: unknown) => setError(messageOf(failure)));
  }, [filter, load]);

  async function more() {
    if (next === null) return;
    setLoadingMore(true);
    try {
      await load(filter, next);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{crmT('audit.title')}</ScreenTitle>
          <ScreenLead>{crmT('audit.lead')}</ScreenLead>
        </div>
        <div className={list.filter}>
          <label htmlFor="audit-filter" className={list.filterLabel}>
            {crmT('audit.filter')}
          </label>
          <select
            id="audit-filter"
            className={`${ui.input} ${list.filterSelect}`}
            value={filter}
            onChange={(event) => {
              setEntries(null);
              setFilter(event.target.value as Filter);
            }}
          >
            {(['all', ...AUDIT_SUBJECTS] as const).map((value) => (
              <option key={value} value={value}>
                {crmT(`audit.subjects.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </ScreenHead>

      {error ? (
        <LoadError
          text={crmT('audit.loadFailed', { message: error })}
          retryLabel={crmT('audit.retry')}
          onRetry={() => load(filter).catch((failure: unknown) => setError(messageOf(failure)))}
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
          {next !== null ? (
            <div className={styles.more}>
              <Button
                type="button"
                variant="secondary"
                disabled={loadingMore}
                onClick={() => void more()}
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

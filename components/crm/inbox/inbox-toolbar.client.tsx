'use client';

import { crmT } from '@/lib/i18n/crm';
import { INBOX_FILTERS, INBOX_QUERY_LIMITS, type InboxFilter } from '@/lib/inbox/validation';
import { Button } from '@/components/crm/ui/button';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './inbox.module.css';

/** The search (name, e-mail, text) and which messages are shown. */
export function InboxToolbar({
  query,
  onQuery,
  filter,
  onFilter,
}: {
  query: string;
  onQuery: (query: string) => void;
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
}) {
  return (
    <div className={styles.toolbar}>
      <label htmlFor="inbox-search" className="visually-hidden">
        {crmT('inbox.search')}
      </label>
      <input
        id="inbox-search"
        type="search"
        className={`${ui.input} ${styles.search}`}
        placeholder={crmT('inbox.search')}
        maxLength={INBOX_QUERY_LIMITS.chars}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
      <fieldset className={styles.filters}>
        <legend>{crmT('inbox.filterLabel')}</legend>
        {INBOX_FILTERS.map((option) => (
          <label key={option} className={styles.filterOption}>
            <input
              type="radio"
              name="inbox-filter"
              value={option}
              checked={filter === option}
              onChange={() => onFilter(option)}
            />
            <span>{crmT(`inbox.filters.${option}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** Which messages are shown, and the way to the pages before and after. */
export function InboxPager({
  page,
  pages,
  total,
  shown,
  pageSize,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  shown: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const from = shown ? (page - 1) * pageSize + 1 : 0;
  return (
    <nav className={styles.pager} aria-label={crmT('inbox.pages')}>
      <p className={styles.range}>
        {crmT('inbox.shownRange', { from, to: from ? from + shown - 1 : 0, total })}
      </p>
      {pages > 1 ? (
        <div className={styles.pageButtons}>
          <Button
            type="button"
            variant="secondary"
            size="small"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={crmT('inbox.previousPage')}
          >
            <span aria-hidden="true">←</span>
          </Button>
          <span className={styles.range}>{crmT('inbox.pageOf', { page, pages })}</span>
          <Button
            type="button"
            variant="secondary"
            size="small"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={crmT('inbox.nextPage')}
          >
            <span aria-hidden="true">→</span>
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

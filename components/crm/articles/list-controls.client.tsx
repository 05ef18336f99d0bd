'use client';

import { useId } from 'react';
import { ARTICLE_SORTS, type ArticleSort, type ListPage } from '@/lib/crm/article-list';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './articles.module.css';

/** The list's order: newest or oldest first, by title, author or status. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ArticleSort;
  onChange: (value: ArticleSort) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {crmT('articles.sortLabel')}
      </label>
      <select
        id={id}
        className={`${ui.input} ${styles.filterSelect}`}
        value={value}
        onChange={(event) => onChange(event.target.value as ArticleSort)}
      >
        {ARTICLE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {crmT(`articles.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which rows are shown, and the way to the pages before and after. */
export function Pagination({
  page,
  onPage,
}: {
  page: ListPage<unknown>;
  onPage: (page: number) => void;
}) {
  return (
    <nav className={styles.pagination} aria-label={crmT('articles.pages')}>
      <p className={styles.range} aria-live="polite">
        {crmT('articles.shownRange', { from: page.from, to: page.to, total: page.total })}
      </p>
      {page.pages > 1 ? (
        <div className={styles.pageButtons}>
          <Button
            type="button"
            variant="secondary"
            size="small"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            <span aria-hidden="true">←</span> {crmT('articles.previousPage')}
          </Button>
          <span className={styles.pageNumber}>
            {crmT('articles.pageOf', { page: page.page, pages: page.pages })}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="small"
            disabled={page.page >= page.pages}
            onClick={() => onPage(page.page + 1)}
          >
            {crmT('articles.nextPage')} <span aria-hidden="true">→</span>
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

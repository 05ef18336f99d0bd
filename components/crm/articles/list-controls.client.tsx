'use client';

import { ARTICLE_SORTS, type ArticleSort, type ListPage } from '@/lib/crm/article-list';
import { crmT } from '@/lib/i18n/crm';
import { Button } from '@/components/crm/ui/button';
import { InlineSelect } from '@/components/crm/ui/inline-select.client';
import styles from './articles.module.css';

/** The list's order: newest or oldest first, by title, author or status. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ArticleSort;
  onChange: (value: ArticleSort) => void;
}) {
  return (
    <InlineSelect
      label={crmT('articles.sortLabel')}
      value={value}
      options={ARTICLE_SORTS.map((sort) => [sort, crmT(`articles.sort.${sort}`)] as const)}
      onChange={onChange}
    />
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

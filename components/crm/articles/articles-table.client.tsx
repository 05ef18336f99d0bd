'use client';

import { articleEditHref } from '@/lib/crm/addresses';
import type { ArticleListItem } from '@/lib/articles/schemas';
import { formatCrmDate } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import { articleHref } from '@/lib/seo/addresses';
import { Button, ButtonLink } from '@/components/crm/ui/button';
import { ActionsCell, ActionsHead, Table } from '@/components/crm/ui/table';
import { Sparkline } from '@/components/crm/analytics/sparkline';
import { useArticleViews } from '@/lib/crm/queries/analytics';
import { LanguageCell } from './language.client';
import { StatusCell } from './status.client';
import styles from './articles.module.css';

/** The list's table: one row per article, newest first, with its status and actions. */
export function ArticlesTable({
  articles,
  savedId,
  onDelete,
}: {
  articles: ArticleListItem[];
  /** The article just saved: its row is marked. */
  savedId?: number;
  onDelete: (article: ArticleListItem) => void;
}) {
  // One request for the rows shown.
  const views = useArticleViews(articles.map((article) => article.id)).data;
  return (
    <Table caption={crmT('articles.caption')} className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.idCol}>
            {crmT('articles.columns.id')}
          </th>
          <th scope="col">{crmT('articles.columns.title')}</th>
          <th scope="col">{crmT('articles.columns.language')}</th>
          <th scope="col">{crmT('articles.columns.status')}</th>
          <th scope="col">{crmT('articles.columns.author')}</th>
          <th scope="col">{crmT('articles.columns.date')}</th>
          <ActionsHead label={crmT('articles.columns.actions')} />
        </tr>
      </thead>
      <tbody>
        {articles.map((article) => (
          <tr
            key={article.id}
            data-article-id={article.id}
            aria-current={article.id === savedId ? 'true' : undefined}
            className={article.id === savedId ? styles.savedRow : undefined}
          >
            <td className={styles.idCol}>{article.id}</td>
            <td className={styles.titleCell}>
              {article.status === 'published' ? (
                <a
                  href={articleHref(article.language, article.slug)}
                  target="_blank"
                  rel="noopener"
                  className={styles.titleLink}
                  title={crmT('articles.view', { title: article.title })}
                >
                  {article.title}
                </a>
              ) : (
                // Not on the public site yet: nothing to open there.
                <span className={styles.titleLink}>{article.title}</span>
              )}
              {views?.[String(article.id)] ? (
                <span className={styles.views}>
                  <Sparkline values={views[String(article.id)]!} />
                </span>
              ) : null}
            </td>
            <LanguageCell article={article} />
            <StatusCell article={article} />
            <td className={styles.authorCell}>{article.author_name}</td>
            <td className={styles.dateCell}>
              {article.status === 'draft' ? (
                // A draft has not been published: no date to show.
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{crmT('articles.noDate')}</span>
                </>
              ) : (
                <time dateTime={article.date}>{formatCrmDate(article.date)}</time>
              )}
            </td>
            <ActionsCell>
              <ButtonLink
                href={articleEditHref(article.id)}
                variant="secondary"
                size="small"
                aria-label={crmT('articles.editLabel', { title: article.title })}
              >
                {crmT('articles.edit')}
              </ButtonLink>
              <Button
                type="button"
                variant="danger-outline"
                size="small"
                aria-label={crmT('articles.deleteLabel', { title: article.title })}
                onClick={() => onDelete(article)}
              >
                {crmT('articles.delete')}
              </Button>
            </ActionsCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

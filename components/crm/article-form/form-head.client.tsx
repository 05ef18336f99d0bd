'use client';

import { articleHistoryHref } from '@/lib/crm/addresses';
import { useEffect } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { ButtonLink } from '@/components/crm/ui/button';
import { ScreenHead, ScreenTitle } from '@/components/crm/ui/screen';
import { ArticleViews } from '@/components/crm/analytics/article-views.client';
import styles from './article-form.module.css';

/** The form's title, and, for an article that exists, its views and its history. */
export function FormHead({ creating, articleId }: { creating: boolean; articleId?: number }) {
  // A new article saved for the first time is edited from then on: its tab says so too.
  useEffect(() => {
    if (!creating)
      document.title = crmT('meta.titleTemplate').replace('%s', crmT('meta.editArticle'));
  }, [creating]);
  return (
    <ScreenHead>
      <ScreenTitle>{creating ? crmT('form.createTitle') : crmT('form.editTitle')}</ScreenTitle>
      {articleId !== undefined ? (
        <div className={styles.headActions}>
          <ArticleViews id={articleId} />
          <ButtonLink href={articleHistoryHref(articleId)} variant="secondary" size="small">
            {crmT('history.open')}
          </ButtonLink>
        </div>
      ) : null}
    </ScreenHead>
  );
}

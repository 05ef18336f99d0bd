'use client';

import { crmT } from '@/lib/i18n/crm';
import { useArticleViews } from '@/lib/crm/queries/analytics';
import { Sparkline } from './sparkline';
import styles from './article-views.module.css';

/**
 * One article's views over 30 days, in its form; nothing until they are read. Named on screen:
 * the line and its total alone do not say what they count. The line reads itself out.
 */
export function ArticleViews({ id }: { id: number }) {
  const views = useArticleViews([id]).data?.[String(id)];
  return views ? (
    <span className={styles.views}>
      <span className={styles.caption} aria-hidden="true">
        {crmT('analytics.sparklineCaption')}
      </span>
      <Sparkline values={views} />
    </span>
  ) : null;
}

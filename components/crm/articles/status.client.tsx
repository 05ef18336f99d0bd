'use client';

import { useId } from 'react';
import type { ArticleListItem } from '@/lib/articles/schemas';
import { ARTICLE_STATUSES, type ArticleStatus } from '@/lib/articles/status';
import { crmT } from '@/lib/i18n/crm';
import { formatLocalDateTime } from '@/lib/crm/local-time';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './articles.module.css';
import { ARTICLE_TONES, Badge } from '@/components/crm/ui/badge';

/** An article's status in the list; a scheduled one says when it goes out. */
export function StatusCell({ article }: { article: ArticleListItem }) {
  return (
    <td className={styles.statusCell}>
      <Badge tone={ARTICLE_TONES[article.status]}>{crmT(`status.${article.status}`)}</Badge>
      {article.status === 'scheduled' ? (
        <span className={styles.statusNote}>
          {crmT('articles.scheduledAt', { time: formatLocalDateTime(article.date) })}
        </span>
      ) : null}
    </td>
  );
}

/** Which statuses the list shows. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ArticleStatus | 'all';
  onChange: (value: ArticleStatus | 'all') => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {crmT('articles.statusFilter')}
      </label>
      <select
        id={id}
        className={`${ui.input} ${styles.filterSelect}`}
        value={value}
        onChange={(event) => onChange(event.target.value as ArticleStatus | 'all')}
      >
        <option value="all">{crmT('articles.statusAll')}</option>
        {ARTICLE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {crmT(`status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

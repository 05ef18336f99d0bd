'use client';

import type { ArticleListItem } from '@/lib/articles/schemas';
import { ARTICLE_STATUSES, type ArticleStatus } from '@/lib/articles/status';
import { crmT } from '@/lib/i18n/crm';
import { formatLocalDateTime } from '@/lib/crm/local-time';
import { InlineSelect } from '@/components/crm/ui/inline-select.client';
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
  return (
    <InlineSelect
      label={crmT('articles.statusFilter')}
      value={value}
      options={[
        ['all', crmT('articles.statusAll')],
        ...ARTICLE_STATUSES.map((status) => [status, crmT(`status.${status}`)] as const),
      ]}
      onChange={onChange}
    />
  );
}

'use client';

import type { RevisionSummary } from '@/lib/articles/schemas';
import { formatCrmDate, formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import ui from '@/components/crm/ui/ui.module.css';
import styles from './history.module.css';
import { ARTICLE_TONES, Badge } from '@/components/crm/ui/badge';

/** When a revision was saved: '5 янв. 2024 г., 14:05' (the browser's zone). */
export function revisionTime(iso: string): string {
  return `${formatCrmDate(iso)}, ${formatCrmTime(iso)}`;
}

function eventText(revision: RevisionSummary, all: RevisionSummary[]): string {
  if (revision.event !== 'restored') return crmT(`history.event.${revision.event}`);
  const from = all.find((other) => other.id === revision.restored_from);
  return crmT('history.event.restored', { date: from ? revisionTime(from.created_at) : '—' });
}

/** The article's revisions, newest first; choosing one compares it with the current text. */
export function RevisionList({
  revisions,
  selectedId,
  busyId,
  onSelect,
}: {
  revisions: RevisionSummary[];
  selectedId: number | null;
  busyId: number | null;
  onSelect: (id: number) => void;
}) {
  if (revisions.length === 0) return <p className={ui.hint}>{crmT('history.empty')}</p>;
  return (
    <ol className={styles.list}>
      {revisions.map((revision, index) => (
        <li key={revision.id}>
          <button
            type="button"
            className={styles.item}
            aria-pressed={revision.id === selectedId}
            aria-busy={revision.id === busyId}
            onClick={() => onSelect(revision.id)}
          >
            <span className={styles.itemHead}>
              <time dateTime={revision.created_at} className={styles.when}>
                {revisionTime(revision.created_at)}
              </time>
              {index === 0 ? (
                <span className={styles.currentTag}>{crmT('history.current')}</span>
              ) : null}
            </span>
            {revision.name ? (
              <span className={styles.itemName}>
                {crmT('history.namedTag', { name: revision.name })}
              </span>
            ) : null}
            <span className={styles.itemTitle}>{revision.title}</span>
            <span className={styles.itemMeta}>
              <span>{eventText(revision, revisions)}</span>
              <span aria-hidden="true">·</span>
              <span>{revision.staff_email || crmT('history.unknownAuthor')}</span>
              <Badge tone={ARTICLE_TONES[revision.status]}>
                {crmT(`status.${revision.status}`)}
              </Badge>
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

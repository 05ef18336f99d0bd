'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { Button, ButtonLink } from '@/components/crm/ui/button';
import { useHydrated } from '@/components/crm/ui/use-hydrated';
import styles from './sortable-card.module.css';

interface SortableCardProps {
  id: number;
  position: number;
  title: string;
  hidden: boolean;
  first: boolean;
  last: boolean;
  editHref: string;
  children: ReactNode;
  onUp: () => void;
  onDown: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
}

/**
 * One card of the list: its handle and position, what it shows, whether it is on the site,
 * and its actions. The move buttons stay focusable at the ends of the list (aria-disabled), so
 * that focus is not lost when a card reaches the top or the bottom. The list arrives with the
 * page's HTML: its buttons are disabled until React answers them, so that a press made earlier
 * is refused visibly rather than lost.
 */
export function SortableCard({
  id,
  position,
  title,
  hidden,
  first,
  last,
  editHref,
  children,
  onUp,
  onDown,
  onToggleHidden,
  onDelete,
}: SortableCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: crmT('landing.dnd.roleDescription') } });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const hydrated = useHydrated();

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={styles.card}
      data-card-id={id}
      data-dragging={isDragging || undefined}
      data-hidden={hidden || undefined}
    >
      <div className={styles.cardTop}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={styles.handle}
          {...attributes}
          {...listeners}
          // Disabled says it all before hydration (the validator refuses both on one button).
          disabled={!hydrated}
          aria-disabled={hydrated ? attributes['aria-disabled'] : undefined}
          aria-label={crmT('landing.list.drag', { title })}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM14.5 11.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm1.5 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
            />
          </svg>
        </button>
        <span className={styles.position}>{crmT('landing.list.position', { position })}</span>
        <span className={styles.visibility} data-hidden={hidden || undefined}>
          {hidden ? crmT('landing.list.hidden') : crmT('landing.list.visible')}
        </span>
      </div>
      <div className={styles.summary}>{children}</div>
      <div className={styles.actions}>
        <div className={styles.moves}>
          <Button
            type="button"
            disabled={!hydrated}
            variant="secondary"
            size="small"
            aria-disabled={(hydrated && first) || undefined}
            aria-label={crmT('landing.list.upLabel', { title })}
            onClick={() => !first && onUp()}
          >
            <span aria-hidden="true">↑</span> {crmT('landing.list.up')}
          </Button>
          <Button
            type="button"
            disabled={!hydrated}
            variant="secondary"
            size="small"
            aria-disabled={(hydrated && last) || undefined}
            aria-label={crmT('landing.list.downLabel', { title })}
            onClick={() => !last && onDown()}
          >
            <span aria-hidden="true">↓</span> {crmT('landing.list.down')}
          </Button>
        </div>
        <div className={styles.edits}>
          <ButtonLink
            href={editHref}
            variant="secondary"
            size="small"
            aria-label={crmT('landing.list.editLabel', { title })}
          >
            {crmT('landing.list.edit')}
          </ButtonLink>
          <Button
            type="button"
            disabled={!hydrated}
            variant="secondary"
            size="small"
            aria-label={crmT(hidden ? 'landing.list.showLabel' : 'landing.list.hideLabel', {
              title,
            })}
            onClick={onToggleHidden}
          >
            {crmT(hidden ? 'landing.list.show' : 'landing.list.hide')}
          </Button>
          <Button
            type="button"
            disabled={!hydrated}
            variant="danger-outline"
            size="small"
            aria-label={crmT('landing.list.deleteLabel', { title })}
            onClick={onDelete}
          >
            {crmT('landing.list.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

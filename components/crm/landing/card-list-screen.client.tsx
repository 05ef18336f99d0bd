'use client';

import { cardsHref } from '@/lib/crm/addresses';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/crm/ui/confirm-dialog.client';
import { crmT } from '@/lib/i18n/crm';
import type { CardKind, CardTypes } from '@/lib/crm/queries/landing';
import { SortableCards } from './sortable-cards.client';
import { useCardList } from './use-card-list';
import { buttonClass, ButtonLink } from '@/components/crm/ui/button';
import {
  EmptyState,
  Screen,
  ScreenHead,
  ScreenLead,
  ScreenTitle,
} from '@/components/crm/ui/screen';
import styles from './card-list-screen.module.css';
import { Notices } from '@/components/crm/ui/notices.client';

interface CardListScreenProps<K extends CardKind> {
  kind: K;
  initial: CardTypes[K][];
  titleOf: (card: CardTypes[K]) => string;
  summary: (card: CardTypes[K]) => ReactNode;
  texts: {
    title: string;
    lead: string;
    count: (total: number, visible: number) => string;
    add: string;
    empty: string;
    listLabel: string;
    confirmTitle: string;
    confirmText: (title: string) => string;
    deleted: (title: string) => string;
  };
}

/**
 * The CRM's screen of one kind of landing-page card: the list in landing order, to reorder,
 * hide, show, edit and delete (after a question), and a way to add one.
 */
export function CardListScreen<K extends CardKind>({
  kind,
  initial,
  titleOf,
  summary,
  texts,
}: CardListScreenProps<K>) {
  const list = useCardList(kind, initial);
  const [pending, setPending] = useState<CardTypes[K] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const visible = list.items.filter((card) => !card.hidden).length;

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      await list.remove(pending, texts.deleted(titleOf(pending)));
    } catch (error) {
      const message = error instanceof Error ? error.message : crmT('api.somethingWrong');
      list.setNotice({ kind: 'error', text: crmT('landing.list.deleteFailed', { message }) });
    } finally {
      setDeleting(false);
      setPending(null);
    }
  }

  return (
    <Screen>
      <ScreenHead>
        <div>
          <ScreenTitle>{texts.title}</ScreenTitle>
          <ScreenLead>{texts.lead}</ScreenLead>
          <ScreenLead>{texts.count(list.items.length, visible)}</ScreenLead>
        </div>
        <div className={styles.headActions}>
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className={buttonClass({ variant: 'secondary' })}
          >
            {crmT('landing.list.viewSite')}
          </a>
          <ButtonLink href={cardsHref(kind, 'new')} variant="primary">
            <span aria-hidden="true">+</span> {texts.add}
          </ButtonLink>
        </div>
      </ScreenHead>

      <Notices notice={list.notice} busy={list.saving ? crmT('landing.list.saving') : undefined} />

      {list.items.length === 0 ? (
        <EmptyState>{texts.empty}</EmptyState>
      ) : (
        <SortableCards
          items={list.items}
          label={texts.listLabel}
          titleOf={titleOf}
          summary={summary}
          editHref={(card) => cardsHref(kind, card.id)}
          onMove={list.move}
          onToggleHidden={(card) => void list.toggleHidden(card)}
          onDelete={setPending}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        title={texts.confirmTitle}
        text={pending ? texts.confirmText(titleOf(pending)) : ''}
        confirmLabel={crmT('landing.list.confirm')}
        cancelLabel={crmT('landing.list.cancel')}
        busy={deleting}
        busyLabel={crmT('landing.list.deleting')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Screen>
  );
}

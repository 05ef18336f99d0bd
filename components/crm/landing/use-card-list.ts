'use client';

import { useEffect, useState } from 'react';
import { errorText } from '@/lib/crm/client';
import { takeFlash } from '@/lib/crm/flash';
import {
  useCards,
  useDeleteCard,
  useReorderCards,
  useSetCardHidden,
  type CardKind,
  type CardTypes,
} from '@/lib/crm/queries/landing';
import { crmT } from '@/lib/i18n/crm';
import type { Notice } from '@/components/crm/ui/notices.client';

export type { Notice };

/**
 * A list of landing-page cards as staff manage it (lib/crm/queries/landing.ts): a new order
 * shows at once and is saved right away; when the server refuses, the cards go back and the
 * screen says why.
 */
export function useCardList<K extends CardKind>(kind: K, initial: CardTypes[K][]) {
  type Card = CardTypes[K];
  const cards = useCards(kind, initial);
  const items = cards.data;
  const [notice, setNotice] = useState<Notice | null>(null);
  const reorder = useReorderCards(kind, {
    saved: (text) => setNotice({ kind: 'success', text }),
    refused: (error) =>
      setNotice({
        kind: 'error',
        text: crmT('landing.list.reorderFailed', { message: errorText(error) }),
      }),
  });
  const hide = useSetCardHidden(kind);
  const deletion = useDeleteCard(kind);

  useEffect(() => {
    const flash = takeFlash();
    if (flash) queueMicrotask(() => setNotice({ kind: 'success', text: flash }));
  }, []);

  /** Moves the card at `from` to `to` (indexes), shows it and saves the new order. */
  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return;
    const next = [...items];
    const [card] = next.splice(from, 1);
    next.splice(to, 0, card!);
    reorder.mutate(next);
  };

  const toggleHidden = async (card: Card) => {
    try {
      const answer = await hide.mutateAsync({ id: card.id, hidden: !card.hidden });
      setNotice({ kind: 'success', text: answer.message });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: crmT('landing.list.actionFailed', { message: errorText(error) }),
      });
    }
  };

  /** Deletes a card; throws (with the server's reason) when it could not. */
  const remove = async (card: Card, deletedText: string) => {
    await deletion.mutateAsync(card.id);
    setNotice({ kind: 'success', text: deletedText });
  };

  const reload = async () => {
    const fresh = await cards.refetch();
    setNotice(fresh.error ? { kind: 'error', text: errorText(fresh.error) } : null);
  };

  return { items, notice, setNotice, saving: reorder.saving, move, toggleHidden, remove, reload };
}

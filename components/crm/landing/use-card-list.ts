'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/crm/http';
import { takeFlash } from '@/lib/crm/flash';
import { crmT } from '@/lib/i18n/crm';
import type { Notice } from '@/components/crm/ui/notices.client';
import {
  deleteCard,
  listCards,
  reorderCards,
  setCardHidden,
  type CardKind,
  type CardTypes,
} from '@/lib/crm/landing-api';

export type { Notice };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : crmT('api.somethingWrong');

/**
 * A list of landing-page cards as staff manage it. A new order shows at once and is saved
 * right away; moves made while a save is on its way are sent together after it. When the
 * server refuses, the list goes back to the last order it confirmed (or, when someone changed
 * the cards meanwhile, to the list as it is now) and says why.
 */
export function useCardList<K extends CardKind>(kind: K, initial: CardTypes[K][]) {
  type Card = CardTypes[K];
  const [items, setItems] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const current = useRef(initial);
  const confirmed = useRef(initial);
  const wanted = useRef<Card[] | null>(null);
  const running = useRef(false);

  const show = useCallback((next: Card[]) => {
    current.current = next;
    setItems(next);
  }, []);

  useEffect(() => {
    const flash = takeFlash();
    if (flash) queueMicrotask(() => setNotice({ kind: 'success', text: flash }));
  }, []);

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    try {
      while (wanted.current) {
        const order = wanted.current;
        wanted.current = null;
        try {
          const answer = await reorderCards(
            kind,
            order.map((card) => card.id),
          );
          confirmed.current = answer.data;
          if (!wanted.current) {
            show(answer.data);
            setNotice({ kind: 'success', text: answer.message });
          }
        } catch (error) {
          wanted.current = null;
          if (error instanceof ApiError && error.status === 409) {
            confirmed.current = await listCards(kind).catch(() => confirmed.current);
          }
          show(confirmed.current);
          setNotice({
            kind: 'error',
            text: crmT('landing.list.reorderFailed', { message: messageOf(error) }),
          });
        }
      }
    } finally {
      running.current = false;
      setSaving(false);
    }
  }, [kind, show]);

  /** Moves the card at `from` to `to` (indexes), shows it and saves the new order. */
  const move = useCallback(
    (from: number, to: number) => {
      const list = current.current;
      if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
      const next = [...list];
      const [card] = next.splice(from, 1);
      next.splice(to, 0, card!);
      show(next);
      wanted.current = next;
      void flush();
    },
    [flush, show],
  );

  /** Replaces one card everywhere it is kept (after a change the server confirmed). */
  const replace = useCallback(
    (card: Card) => {
      const swap = (list: Card[]) => list.map((item) => (item.id === card.id ? card : item));
      confirmed.current = swap(confirmed.current);
      if (wanted.current) wanted.current = swap(wanted.current);
      show(swap(current.current));
    },
    [show],
  );

  const toggleHidden = useCallback(
    async (card: Card) => {
      try {
        const answer = await setCardHidden(kind, card.id, !card.hidden);
        replace(answer.data);
        setNotice({ kind: 'success', text: answer.message });
      } catch (error) {
        setNotice({
          kind: 'error',
          text: crmT('landing.list.actionFailed', { message: messageOf(error) }),
        });
      }
    },
    [kind, replace],
  );

  /** Deletes a card; throws (with the server's reason) when it could not. */
  const remove = useCallback(
    async (card: Card, deletedText: string) => {
      await deleteCard(kind, card.id);
      const without = (list: Card[]) => list.filter((item) => item.id !== card.id);
      confirmed.current = without(confirmed.current);
      if (wanted.current) wanted.current = without(wanted.current);
      show(without(current.current));
      setNotice({ kind: 'success', text: deletedText });
    },
    [kind, show],
  );

  const reload = useCallback(async () => {
    try {
      const fresh = await listCards(kind);
      confirmed.current = fresh;
      show(fresh);
      setNotice(null);
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    }
  }, [kind, show]);

  return { items, notice, setNotice, saving, move, toggleHidden, remove, reload };
}

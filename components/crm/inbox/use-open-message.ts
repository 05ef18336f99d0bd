'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  changeMessage,
  deleteMessage,
  fetchMessage,
  resendMessage,
} from '@/lib/crm/inbox-api';
import { announceInboxChange } from '@/lib/crm/inbox-events';
import { crmT } from '@/lib/i18n/crm';
import { isSettled, type InboxListItem, type InboxMessage } from '@/lib/inbox/view';
import type { MessageAction } from './message-view.client';
import type { Notice } from '@/components/crm/ui/notices.client';

export type { Notice };

/** How often an open message whose delivery is still under way is asked about again. */
const DELIVERY_REFRESH_MS = 3_000;

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : crmT('api.somethingWrong');

/** What a resend ended in, in words. */
function resentNotice(message: InboxMessage): Notice {
  const { delivery } = message;
  if (delivery.state === 'delivered')
    return { kind: 'success', text: crmT('inbox.resent.delivered') };
  if (delivery.state === 'failing') {
    return { kind: 'error', text: crmT('inbox.resent.failing', { error: delivery.error }) };
  }
  return { kind: 'success', text: crmT('inbox.resent.other') };
}

/**
 * The open message and what staff do with it: opening it (read from then on), handled or not,
 * back to unread, «Отправить ещё раз», deleting. Each change shows in the list (`onChange`), is
 * told in a notice, and tells the header to count unread messages again.
 */
export function useOpenMessage({
  onChange,
  onDeleted,
  notify,
}: {
  onChange: (message: InboxMessage | InboxListItem) => void;
  onDeleted: () => void;
  notify: (notice: Notice | null) => void;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [message, setMessage] = useState<InboxMessage | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [busy, setBusy] = useState<MessageAction>(null);
  const [deleting, setDeleting] = useState(false);
  const opening = useRef(0);

  const open = useCallback(
    async (item: InboxListItem) => {
      const request = ++opening.current;
      setSelectedId(item.id);
      setMessage(null);
      setOpenError(null);
      try {
        // Reading is a plain GET that changes nothing; an unread message is marked read by
        // an explicit write, whose answer is the message itself.
        const unread = item.read_at === null;
        const opened = unread
          ? await changeMessage(item.id, { read: true })
          : await fetchMessage(item.id);
        if (request !== opening.current) return;
        setMessage(opened);
        onChange(opened);
        if (unread) announceInboxChange();
      } catch (error) {
        if (request === opening.current) setOpenError(messageOf(error));
      }
    },
    [onChange],
  );

  const close = useCallback(() => {
    opening.current++;
    setSelectedId(null);
    setMessage(null);
    setOpenError(null);
  }, []);

  // While an attempt is due or under way, the open message follows its delivery by itself.
  const messageId = message?.id;
  const settled = message ? isSettled(message.delivery) : true;
  useEffect(() => {
    if (messageId === undefined || settled || busy) return;
    const timer = setInterval(async () => {
      if (document.visibilityState !== 'visible') return;
      const request = opening.current;
      try {
        const fresh = await fetchMessage(messageId);
        // Nothing else happened to it meanwhile (another message, an action): still current.
        if (request !== opening.current) return;
        setMessage(fresh);
        onChange(fresh);
      } catch {
        // The next round tries again; an action says what goes wrong.
      }
    }, DELIVERY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [messageId, settled, busy, onChange]);

  /** Runs one action on the open message; its answer replaces the message everywhere. */
  async function act(action: Exclude<MessageAction, null>, run: () => Promise<Notice | null>) {
    // A refresh under way answers for the message as it was: it is not shown.
    opening.current++;
    setBusy(action);
    notify(null);
    try {
      notify(await run());
      announceInboxChange();
    } catch (error) {
      notify({ kind: 'error', text: crmT('inbox.actionFailed', { message: messageOf(error) }) });
    } finally {
      setBusy(null);
    }
  }

  const toggleHandled = (current: InboxMessage) =>
    act('handled', async () => {
      const changed = await changeMessage(current.id, { handled: current.handled_at === null });
      show(changed);
      const key = changed.handled_at ? 'inbox.markedHandled' : 'inbox.markedUnhandled';
      return { kind: 'success', text: crmT(key) };
    });

  // Like a mail client: marked unread, it goes back to the list.
  const markUnread = (current: InboxMessage) =>
    act('unread', async () => {
      onChange(await changeMessage(current.id, { read: false }));
      close();
      return { kind: 'success', text: crmT('inbox.markedUnread') };
    });

  const show = (changed: InboxMessage) => {
    setMessage(changed);
    onChange(changed);
  };

  const resend = (current: InboxMessage) =>
    act('resend', async () => {
      try {
        const after = await resendMessage(current.id);
        show(after);
        return resentNotice(after);
      } catch (error) {
        // Delivered or taken by an attempt meanwhile: the screen shows how it stands now.
        if (error instanceof ApiError && error.status === 409) show(await fetchMessage(current.id));
        throw error;
      }
    });

  /** Deletes the open message (after staff confirmed); false when it failed and stays. */
  async function remove(current: InboxMessage): Promise<boolean> {
    setDeleting(true);
    notify(null);
    try {
      await deleteMessage(current.id);
      close();
      onDeleted();
      announceInboxChange();
      notify({ kind: 'success', text: crmT('inbox.deleted', { name: current.name }) });
      return true;
    } catch (error) {
      notify({ kind: 'error', text: crmT('inbox.actionFailed', { message: messageOf(error) }) });
      return false;
    } finally {
      setDeleting(false);
    }
  }

  return {
    selectedId,
    message,
    openError,
    busy,
    deleting,
    open,
    close,
    toggleHandled,
    markUnread,
    resend,
    remove,
  };
}

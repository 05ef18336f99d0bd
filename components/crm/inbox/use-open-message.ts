'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { parseId } from '@/lib/validation/id';
import { errorText } from '@/lib/crm/client';
import { crmT } from '@/lib/i18n/crm';
import {
  useChangeMessage,
  useDeleteMessage,
  useInboxMessage,
  useResendMessage,
} from '@/lib/crm/queries/inbox';
import type { InboxListItem, InboxMessage } from '@/lib/inbox/view';
import type { MessageAction } from './message-view.client';
import type { Notice } from '@/components/crm/ui/notices.client';

export type { Notice };

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
 * back to unread, «Отправить ещё раз», deleting. Each change shows in the list and the pane,
 * is told in a notice, and has the header count unread messages again.
 */
export function useOpenMessage({ notify }: { notify: (notice: Notice | null) => void }) {
  // `?message={id}` (the command palette's link) opens that message.
  const linked = parseId(useSearchParams().get('message') ?? undefined) ?? null;
  const [followed, setFollowed] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (linked !== followed) {
    setFollowed(linked);
    if (linked !== null) setSelectedId(linked);
  }
  const [busy, setBusy] = useState<MessageAction>(null);
  // Opening an unread message is the write that marks it read, whose answer is the message.
  const markRead = useChangeMessage();
  const reading = markRead.isPending && markRead.variables.id === selectedId;
  const opened = useInboxMessage(selectedId, { enabled: !reading, follow: !busy });
  const change = useChangeMessage();
  const resendMessage = useResendMessage();
  const deleteMessage = useDeleteMessage();

  // A message opened by its link is marked read as one opened from the list, once it is known.
  const markedFromLink = useRef<number | null>(null);
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    const message = opened.data;
    if (linked === null || message?.id !== linked || markedFromLink.current === linked) return;
    markedFromLink.current = linked;
    if (message.read_at === null) markReadNow({ id: linked, read: true });
  }, [linked, opened.data, markReadNow]);

  const readError =
    markRead.isError && markRead.variables.id === selectedId ? markRead.error : null;
  const openError = readError ?? opened.error;

  function open(item: InboxListItem) {
    setSelectedId(item.id);
    // Reading is a plain GET that changes nothing; an unread message is marked read by an
    // explicit write.
    if (item.read_at === null) markRead.mutate({ id: item.id, read: true });
  }

  function close() {
    setSelectedId(null);
  }

  /** Runs one action on the open message; its answer shows wherever the message is shown. */
  async function act(action: Exclude<MessageAction, null>, run: () => Promise<Notice | null>) {
    setBusy(action);
    notify(null);
    try {
      notify(await run());
    } catch (error) {
      notify({ kind: 'error', text: crmT('inbox.actionFailed', { message: errorText(error) }) });
    } finally {
      setBusy(null);
    }
  }

  const toggleHandled = (current: InboxMessage) =>
    act('handled', async () => {
      const changed = await change.mutateAsync({
        id: current.id,
        handled: current.handled_at === null,
      });
      const key = changed.handled_at ? 'inbox.markedHandled' : 'inbox.markedUnhandled';
      return { kind: 'success', text: crmT(key) };
    });

  // Like a mail client: marked unread, it goes back to the list.
  const markUnread = (current: InboxMessage) =>
    act('unread', async () => {
      await change.mutateAsync({ id: current.id, read: false });
      close();
      return { kind: 'success', text: crmT('inbox.markedUnread') };
    });

  // Delivered or taken by an attempt meanwhile (409): the screen shows how it stands now.
  const resend = (current: InboxMessage) =>
    act('resend', async () => resentNotice(await resendMessage.mutateAsync(current.id)));

  /** Deletes the open message (after staff confirmed); false when it failed and stays. */
  async function remove(current: InboxMessage): Promise<boolean> {
    notify(null);
    try {
      await deleteMessage.mutateAsync(current.id);
      close();
      notify({ kind: 'success', text: crmT('inbox.deleted', { name: current.name }) });
      return true;
    } catch (error) {
      notify({ kind: 'error', text: crmT('inbox.actionFailed', { message: errorText(error) }) });
      return false;
    }
  }

  return {
    selectedId,
    message: selectedId === null ? null : (opened.data ?? null),
    openError: openError ? errorText(openError) : null,
    busy,
    deleting: deleteMessage.isPending,
    open,
    close,
    toggleHandled,
    markUnread,
    resend,
    remove,
  };
}

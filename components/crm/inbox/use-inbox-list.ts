'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchInbox, type InboxPageAnswer } from '@/lib/crm/inbox-api';
import { crmT } from '@/lib/i18n/crm';
import type { InboxListItem, InboxMessage } from '@/lib/inbox/view';
import type { InboxFilter } from '@/lib/inbox/validation';

/** How long typing pauses before the search asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The inbox's list: search, filter and page as staff set them, the server's page of messages
 * for them (newest first), and whether it is loading or failed. A newer request's answer always
 * wins over an older one that arrives late.
 */
export function useInboxList() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<InboxPageAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const answer = await fetchInbox({ q: searched, filter, page });
      if (request !== latest.current) return;
      setData(answer);
      setError(null);
      // A page past the end (its last message went) shows the last page there is.
      if (answer.page !== page) setPage(answer.page);
    } catch (failure) {
      if (request !== latest.current) return;
      setError(failure instanceof Error ? failure.message : crmT('api.somethingWrong'));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [searched, filter, page]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the list is this effect's job
    void load();
  }, [load]);

  /** Shows a message's new state in the list (its excerpt stays). */
  const update = useCallback((message: InboxMessage | InboxListItem) => {
    setData((current) =>
      current
        ? {
            ...current,
            messages: current.messages.map((item) =>
              item.id === message.id ? { ...item, ...withoutText(message) } : item,
            ),
          }
        : current,
    );
  }, []);

  return {
    query,
    /** Another search starts again from the first page. */
    search: (value: string) => {
      setQuery(value);
      setPage(1);
    },
    /** What the shown list was searched for (after the pause). */
    searched,
    filter,
    chooseFilter: (value: InboxFilter) => {
      setFilter(value);
      setPage(1);
    },
    page,
    setPage,
    data,
    error,
    loading,
    reload: load,
    update,
  };
}

function withoutText(message: InboxMessage | InboxListItem): Partial<InboxListItem> {
  if (!('message' in message)) return message;
  const { message: _text, ...rest } = message;
  return rest;
}

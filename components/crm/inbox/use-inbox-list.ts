'use client';

import { useEffect, useState } from 'react';
import { errorText } from '@/lib/crm/client';
import { useInboxPage } from '@/lib/crm/queries/inbox';
import type { InboxFilter } from '@/lib/inbox/validation';

/** How long typing pauses before the search asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The inbox's list: search, filter and page as staff set them, the server's page of messages
 * for them (newest first), and whether it is loading or failed.
 */
export function useInboxList() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [page, setPage] = useState(1);
  const inbox = useInboxPage({ q: searched, filter, page });

  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // A page past the end (its last message went) shows the last page there is.
  if (inbox.data && !inbox.isPlaceholderData && inbox.data.page !== page) setPage(inbox.data.page);

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
    data: inbox.data ?? null,
    error: inbox.error ? errorText(inbox.error) : null,
    loading: inbox.isFetching,
    reload: () => inbox.refetch(),
  };
}

import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { sessionStore } from '../storage';
import { articleKeys } from './articles';
import { newsPersister, shouldPersist } from './news-persister';

/**
 * The CRM's query client: a read or a write fails at once with what the server said (no
 * retries, no pausing while the browser thinks it is offline), and a screen reads anew when it
 * opens, not when the window regains focus.
 */
export function crmQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        networkMode: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // What session storage keeps stays in memory as long as the tab: the two mirror each other.
  client.setQueryDefaults(articleKeys.list, { gcTime: Infinity });
  client.setQueryDefaults(articleKeys.details, { gcTime: Infinity });
  return client;
}

/** The spec's session-storage caches (`newsList`, `newsContent`) as the client's persister. */
export const crmPersistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister: newsPersister(sessionStore),
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist, shouldDehydrateMutation: () => false },
};

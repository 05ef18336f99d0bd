'use client';

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { tellProviderUrl } from '@/lib/env.public';
import { crmPersistOptions, crmQueryClient } from '@/lib/crm/queries/query-client';

/**
 * The staff screens' reads and writes (lib/crm/queries/), one client per tab, at the provider
 * the server runs with (`providerUrl`, '' for the embedded one): told before any query runs.
 */
export function CrmQueryProvider({
  providerUrl,
  children,
}: {
  providerUrl: string;
  children: ReactNode;
}) {
  tellProviderUrl(providerUrl);
  const [client] = useState(crmQueryClient);
  return (
    <PersistQueryClientProvider client={client} persistOptions={crmPersistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}

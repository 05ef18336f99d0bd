'use client';

import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { crmPersistOptions, crmQueryClient } from '@/lib/crm/queries/query-client';

/** The staff screens' reads and writes (lib/crm/queries/), one client per tab. */
export function CrmQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(crmQueryClient);
  return (
    <PersistQueryClientProvider client={client} persistOptions={crmPersistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}

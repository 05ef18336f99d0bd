import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { CrmHeader } from '@/components/crm/shell/crm-header';
import { CrmQueryProvider } from '@/components/crm/shell/query-provider.client';
import { SignedIn } from '@/components/crm/shell/signed-in.client';
import { CRM_HOME, CRM_PATH_HEADER, LOGIN_PATH } from '@/lib/auth/config';
import { currentStaff } from '@/lib/auth/session';
import { config } from '@/lib/env';
import { crmT } from '@/lib/i18n/crm';

/** Every staff screen: signed in (checked against the store), with the CRM's own header. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  if (!staff) {
    const asked = (await headers()).get(CRM_PATH_HEADER) ?? CRM_HOME;
    redirect(`${LOGIN_PATH}?next=${encodeURIComponent(asked)}`);
  }
  return (
    <CrmQueryProvider providerUrl={config().providerUrl ?? ''}>
      <a href="#crm-main" className="skip-link">
        {crmT('shell.skipToContent')}
      </a>
      <CrmHeader email={staff.email} role={staff.role} />
      <main id="crm-main" tabIndex={-1}>
        <SignedIn email={staff.email}>{children}</SignedIn>
      </main>
    </CrmQueryProvider>
  );
}

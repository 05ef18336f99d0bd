import type { Metadata } from 'next';
import { InboxScreen } from '@/components/crm/inbox/inbox-screen.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { can } from '@/lib/auth/roles';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.inbox') };

/** The contact inbox, for the roles that may read contact messages (the staff layout signs in). */
export default async function InboxPage() {
  const staff = await currentStaff();
  if (!staff || !can(staff.role, 'inbox')) return <Forbidden />;
  return <InboxScreen />;
}

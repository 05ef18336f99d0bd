import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { InboxScreen } from '@/components/crm/inbox/inbox-screen.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.inbox') };

/** The contact inbox, for the roles that may read contact messages (the staff layout signs in). */
export default staffPage('inbox', () => <InboxScreen />);

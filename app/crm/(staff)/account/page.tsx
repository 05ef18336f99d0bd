import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { AccountScreen } from '@/components/crm/account/account-screen.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.account') };

/** One's own account: password and sessions, for every role. */
export default staffPage(null, (staff) => <AccountScreen email={staff.email} role={staff.role} />);

import type { Metadata } from 'next';
import { AccountScreen } from '@/components/crm/account/account-screen.client';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.account') };

/** One's own account: password and sessions, for every role. */
export default async function AccountPage() {
  const staff = await currentStaff();
  if (!staff) return null;
  return <AccountScreen email={staff.email} role={staff.role} />;
}

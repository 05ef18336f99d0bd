import type { Metadata } from 'next';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { StaffScreen } from '@/components/crm/staff/staff-screen.client';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.staff') };

/** Staff accounts: admins only (the layout has checked the session). */
export default async function StaffPage() {
  const staff = await staffWith('staff');
  if (!staff || staff === 'forbidden') return <Forbidden />;
  return <StaffScreen selfId={staff.id} />;
}

import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { StaffScreen } from '@/components/crm/staff/staff-screen.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.staff') };

/** Staff accounts: admins only (the layout has checked the session). */
export default staffPage('staff', (staff) => <StaffScreen selfId={staff.id} />);

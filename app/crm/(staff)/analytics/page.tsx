import type { Metadata } from 'next';
import { AnalyticsScreen } from '@/components/crm/analytics/analytics-screen.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { dayOf } from '@/lib/analytics/days';
import { can } from '@/lib/auth/roles';
import { currentStaff } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.analytics') };

/** The site's visits, for the roles that may read them (the staff layout signs in). */
export default async function AnalyticsPage() {
  const staff = await currentStaff();
  if (!staff || !can(staff.role, 'analytics')) return <Forbidden />;
  return <AnalyticsScreen today={dayOf(new Date())} />;
}

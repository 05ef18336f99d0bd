import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { AnalyticsScreen } from '@/components/crm/analytics/analytics-screen.client';
import { dayOf } from '@/lib/analytics/days';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.analytics') };

/** The site's visits, for the roles that may read them (the staff layout signs in). */
export default staffPage('analytics', () => <AnalyticsScreen today={dayOf(new Date())} />);

import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { AuditScreen } from '@/components/crm/audit/audit-screen.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.audit') };

/** The audit log: admins only. */
export default staffPage('audit', () => <AuditScreen />);

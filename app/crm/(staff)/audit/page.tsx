import type { Metadata } from 'next';
import { AuditScreen } from '@/components/crm/audit/audit-screen.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('meta.audit') };

/** The audit log: admins only. */
export default async function AuditPage() {
  const staff = await staffWith('audit');
  if (!staff || staff === 'forbidden') return <Forbidden />;
  return <AuditScreen />;
}

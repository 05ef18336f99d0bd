import type { Metadata } from 'next';
import { ProjectForm } from '@/components/crm/landing/project-form.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('projects.metaNew') };

export default async function NewProjectPage() {
  if ((await staffWith('landing')) === 'forbidden') return <Forbidden />;
  return <ProjectForm />;
}

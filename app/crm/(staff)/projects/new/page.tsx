import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ProjectForm } from '@/components/crm/landing/project-form.client';
import { crmT } from '@/lib/i18n/crm';

export const metadata: Metadata = { title: crmT('projects.metaNew') };

export default staffPage('landing', () => <ProjectForm />);

import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { ProjectsScreen } from '@/components/crm/landing/projects-screen.client';
import { crmT } from '@/lib/i18n/crm';
import { PROJECTS } from '@/lib/landing/kinds';
import { listCards } from '@/lib/landing/service';

export const metadata: Metadata = { title: crmT('projects.metaTitle') };

export default staffPage('landing', async () => (
  <ProjectsScreen initial={await listCards(PROJECTS)} />
));

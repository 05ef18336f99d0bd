import type { Metadata } from 'next';
import { ProjectsScreen } from '@/components/crm/landing/projects-screen.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { PROJECTS } from '@/lib/landing/kinds';
import { listCards } from '@/lib/landing/service';

export const metadata: Metadata = { title: crmT('projects.metaTitle') };

export default async function ProjectsPage() {
  if ((await staffWith('landing')) === 'forbidden') return <Forbidden />;
  return <ProjectsScreen initial={await listCards(PROJECTS)} />;
}

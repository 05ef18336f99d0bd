import type { Metadata } from 'next';
import { staffPage } from '@/components/crm/shell/staff-page';
import { CardMissing } from '@/components/crm/landing/card-missing';
import { ProjectForm } from '@/components/crm/landing/project-form.client';
import { cardsHref } from '@/lib/crm/addresses';
import { crmT } from '@/lib/i18n/crm';
import { PROJECTS } from '@/lib/landing/kinds';
import { getCard } from '@/lib/landing/service';
import { parseLandingId } from '@/lib/landing/validation';

export const metadata: Metadata = { title: crmT('projects.metaEdit') };

export default staffPage('landing', async (_staff, { params }: PageProps<'/crm/projects/[id]'>) => {
  const project = await getCard(PROJECTS, parseLandingId((await params).id));
  if (!project) return <CardMissing listHref={cardsHref('projects')} />;
  return <ProjectForm key={project.id} project={project} />;
});

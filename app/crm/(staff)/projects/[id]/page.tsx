import type { Metadata } from 'next';
import { CardMissing } from '@/components/crm/landing/card-missing';
import { ProjectForm } from '@/components/crm/landing/project-form.client';
import { Forbidden } from '@/components/crm/shell/forbidden';
import { staffWith } from '@/lib/auth/session';
import { crmT } from '@/lib/i18n/crm';
import { PROJECTS } from '@/lib/landing/kinds';
import { getCard } from '@/lib/landing/service';
import { parseLandingId } from '@/lib/landing/validation';

export const metadata: Metadata = { title: crmT('projects.metaEdit') };

export default async function EditProjectPage({ params }: PageProps<'/crm/projects/[id]'>) {
  if ((await staffWith('landing')) === 'forbidden') return <Forbidden />;
  const project = await getCard(PROJECTS, parseLandingId((await params).id));
  if (!project) return <CardMissing listHref="/crm/projects" />;
  return <ProjectForm key={project.id} project={project} />;
}

import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { getLandingContent } from '@/lib/landing';
import { ON_LANDING, projectCard } from '@/lib/landing/cards';
import { portfolioCardsHref, projectsHref } from '@/lib/seo/addresses';
import { ProjectGrid, type ProjectCardLabels } from './project-card';
import { Section } from './section';
import { ShowMore } from './show-more.client';
import styles from './projects.module.css';

/** The cards' fixed texts in `locale`. */
export async function projectCardLabels(locale: Locale): Promise<ProjectCardLabels> {
  const t = await getTranslations({ locale, namespace: 'landing' });
  return { opensInNewTab: t('opensInNewTab'), unavailable: t('projectUnavailable') };
}

/**
 * The landing page's portfolio: its first cards in the HTML, the others a click away (in place,
 * or on the portfolio page without scripts), so that the page stays light however many there are.
 */
export async function Projects({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ourProjects' });
  const { projects } = await getLandingContent();
  const first = projects
    .slice(0, ON_LANDING.projects)
    .map((project) => projectCard(project, locale));
  const labels = await projectCardLabels(locale);

  return (
    <Section id="ourProjects" tone="dark">
      <SectionHeading
        id="ourProjects-title"
        tone="dark"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <ProjectGrid projects={first} labels={labels} />
      {projects.length > first.length ? (
        <ShowMore
          kind="projects"
          tone="dark"
          href={projectsHref(locale)}
          cardsHref={portfolioCardsHref(locale)}
          shown={first.map((card) => card.id)}
          gridClassName={styles.grid ?? ''}
          cardLabels={labels}
          labels={{
            showAll: t('showAll', { count: projects.length }),
            loading: t('loading'),
            more: t('more'),
          }}
        />
      ) : null}
    </Section>
  );
}

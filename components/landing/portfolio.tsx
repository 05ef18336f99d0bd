import { getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/button.module.css';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { getLandingContent } from '@/lib/landing';
import { portfolioCards } from '@/lib/landing/cards';
import { homeHref } from '@/lib/seo/addresses';
import { ProjectGrid } from './project-card';
import { projectCardLabels } from './projects';
import { ReviewGrid } from './review-card';
import section from './section.module.css';
import styles from './portfolio.module.css';

/**
 * The portfolio page: every project, then every review, of which the landing page shows the
 * first ones. The projects' titles are the page's second level, under its own heading.
 */
export async function Portfolio({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ourProjects' });
  const clients = await getTranslations({ locale, namespace: 'happyClients' });
  const { projects, reviews } = portfolioCards(await getLandingContent(), locale);

  return (
    <>
      <section
        aria-labelledby="portfolio-title"
        className={`${section.section} ${section.dark} ${styles.top}`}
      >
        <div className="container">
          <SectionHeading
            id="portfolio-title"
            level={1}
            tone="dark"
            eyebrow={t('eyebrow')}
            title={t('pageTitle')}
            lead={t('pageLead')}
          />
          <ProjectGrid
            projects={projects}
            labels={await projectCardLabels(locale)}
            headingLevel={2}
          />
        </div>
      </section>
      <section
        id="reviews"
        aria-labelledby="reviews-title"
        className={`${section.section} ${section.light}`}
      >
        <div className="container">
          <SectionHeading
            id="reviews-title"
            eyebrow={clients('eyebrow')}
            title={clients('title')}
          />
          <ReviewGrid reviews={reviews} />
          <p className={styles.next}>
            <a
              href={`${homeHref(locale)}#contactForm`}
              className={`${buttons.button} ${buttons.primary}`}
            >
              {t('startYours')}
              <span aria-hidden="true">→</span>
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

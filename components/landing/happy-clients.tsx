import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { getLandingContent } from '@/lib/landing';
import { ON_LANDING, reviewCard } from '@/lib/landing/cards';
import { portfolioCardsHref, projectsHref } from '@/lib/seo/addresses';
import { ReviewGrid } from './review-card';
import { Section } from './section';
import { ShowMore } from './show-more.client';
import styles from './happy-clients.module.css';

/** The landing page's reviews: the first ones in the HTML, the others a click away. */
export async function HappyClients({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'happyClients' });
  const { reviews } = await getLandingContent();
  const first = reviews.slice(0, ON_LANDING.reviews).map((review) => reviewCard(review, locale));
  return (
    <Section id="happyClients" tone="light">
      <SectionHeading id="happyClients-title" eyebrow={t('eyebrow')} title={t('title')} />
      <ReviewGrid reviews={first} />
      {reviews.length > first.length ? (
        <ShowMore
          kind="reviews"
          tone="light"
          href={`${projectsHref(locale)}#reviews`}
          cardsHref={portfolioCardsHref(locale)}
          shown={first.map((card) => card.id)}
          gridClassName={styles.grid ?? ''}
          labels={{
            showAll: t('showAll', { count: reviews.length }),
            loading: t('loading'),
            more: t('more'),
          }}
        />
      ) : null}
    </Section>
  );
}

import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import { articleCardData } from '@/components/newsroom/article-card';
import { ArticleCardView } from '@/components/newsroom/article-card-view';
import newsroom from '@/components/newsroom/newsroom.module.css';
import { SectionHeading } from '@/components/ui/section-heading';
import { getArticlePage, ProviderError, type ArticleListItem } from '@/lib/articles';
import type { Locale } from '@/lib/i18n/routing';
import { latestArticlesHref, newsroomHref } from '@/lib/seo/addresses';
import { LatestArticles } from './latest-articles.client';
import { Section } from './section';
import styles from './from-newsroom.module.css';

/** How many of the latest articles the landing page shows. */
export const LATEST_ON_LANDING = 3;

/** The latest published articles in `locale` (a ProviderError when the provider is down). */
export async function latestArticles(locale: Locale): Promise<ArticleListItem[]> {
  return (await getArticlePage(locale, 1))?.items.slice(0, LATEST_ON_LANDING) ?? [];
}

/**
 * «From the newsroom»: the latest published articles in the page's language, prerendered with
 * the page and refreshed with it when an article changes (the `articles` tag of the data it
 * reads). The HTML holds their cards without pictures; the cards with pictures come from
 * `latest.json` as a visitor nears them (LatestArticles), so that the landing page stays light
 * and nothing moves when they arrive.
 */
export async function FromNewsroom({ locale }: { locale: Locale }) {
  let articles: ArticleListItem[];
  try {
    articles = await latestArticles(locale);
  } catch (error) {
    // The landing page never fails for the newsroom: without articles the section is left out.
    if (error instanceof ProviderError) return null;
    throw error;
  }
  if (articles.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'fromNewsroom' });
  // The cards without their pictures and reading times, which take no line of their own: the
  // browser draws the whole cards (latest.json) as they come near.
  const cards = await Promise.all(
    articles.map(async (article) => ({
      ...(await articleCardData(article, locale, { tags: false })),
      banner: undefined,
      reading: undefined,
    })),
  );
  return (
    <Section id="fromNewsroom" tone="light">
      <div className={styles.head}>
        <SectionHeading
          id="fromNewsroom-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
        />
        <IntentLink href={newsroomHref(locale)} className={styles.all}>
          {t('all')} <span aria-hidden="true">→</span>
        </IntentLink>
      </div>
      <LatestArticles src={latestArticlesHref(locale)} gridClassName={newsroom.grid ?? ''}>
        <ul className={newsroom.grid}>
          {/* In their order: their place is their key (the payload carries it, so short). */}
          {cards.map((card, place) => (
            <li key={place}>
              <ArticleCardView card={card} headingLevel={3} />
            </li>
          ))}
        </ul>
      </LatestArticles>
    </Section>
  );
}

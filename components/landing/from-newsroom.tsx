import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/newsroom/article-card';
import { newsroomHref } from '@/lib/seo/addresses';
import newsroom from '@/components/newsroom/newsroom.module.css';
import { SectionHeading } from '@/components/ui/section-heading';
import { getArticlePage, ProviderError, type ArticleListItem } from '@/lib/articles';
import type { Locale } from '@/lib/i18n/routing';
import { Section } from './section';
import styles from './from-newsroom.module.css';

/** How many of the latest articles the landing page shows. */
export const LATEST_ON_LANDING = 3;

async function latest(locale: Locale): Promise<ArticleListItem[]> {
  try {
    return (await getArticlePage(locale, 1))?.items.slice(0, LATEST_ON_LANDING) ?? [];
  } catch (error) {
    // The landing page never fails for the newsroom: without articles the section is left out.
    if (error instanceof ProviderError) return [];
    throw error;
  }
}

/**
 * «From the newsroom»: the three latest published articles in the page's language, prerendered with the page and
 * refreshed with it when an article changes (the `articles` tag of the data it reads).
 */
export async function FromNewsroom({ locale }: { locale: Locale }) {
  const articles = await latest(locale);
  if (articles.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'fromNewsroom' });
  return (
    <Section id="fromNewsroom" tone="light">
      <div className={styles.head}>
        <SectionHeading
          id="fromNewsroom-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
        />
        <Link href={newsroomHref(locale)} className={styles.all}>
          {t('all')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className={newsroom.grid}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} locale={locale} headingLevel={3} showTags={false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

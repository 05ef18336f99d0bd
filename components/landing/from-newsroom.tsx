import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import newsroom from '@/components/newsroom/newsroom.module.css';
import { SectionHeading } from '@/components/ui/section-heading';
import { getArticlePage, ProviderError, type ArticleListItem } from '@/lib/articles';
import { formatArticleDate } from '@/lib/articles/format';
import type { Locale } from '@/lib/i18n/routing';
import { articleHref, latestArticlesHref, newsroomHref } from '@/lib/seo/addresses';
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
 * reads). The HTML holds their titles and dates, as links; their cards, with pictures, come
 * from `latest.json` as a visitor nears them (LatestArticles), so that the landing page stays
 * light.
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
      <LatestArticles src={latestArticlesHref(locale)} gridClassName={newsroom.grid ?? ''}>
        <ul className={newsroom.grid}>
          {articles.map((article) => (
            <li key={article.id}>
              <article className={styles.teaser} data-article={article.slug}>
                <h3 className={styles.title}>
                  <Link href={articleHref(article.language, article.slug)}>{article.title}</Link>
                </h3>
                <time dateTime={article.date} className={styles.date}>
                  {formatArticleDate(article.date, locale)}
                </time>
              </article>
            </li>
          ))}
        </ul>
      </LatestArticles>
    </Section>
  );
}

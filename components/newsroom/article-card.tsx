import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatArticleDate } from '@/lib/articles/format';
import { parseHashtags } from '@/lib/articles/hashtags';
import { articleReadingMinutes } from '@/lib/articles/reading-time';
import type { ArticleListItem } from '@/lib/articles/schemas';
import type { Locale } from '@/lib/i18n/routing';
import { articleHref } from '@/lib/seo/addresses';
import { ArticleBanner, BANNER_LAYOUTS, type BannerUrgency } from './banner';
import { LinkPending } from './link-pending.client';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: ArticleListItem;
  locale: Locale;
  /** h2 in the newsroom grid, h3 under the article page's 'Other articles'. */
  headingLevel?: 2 | 3;
  /** How soon its picture is wanted (listingUrgency for a listing's cards). */
  urgency?: BannerUrgency;
  /**
   * Its hashtags under the title (listings). The landing page's teaser cards leave them out:
   * the newsroom a click away lists them, and the page stays light.
   */
  showTags?: boolean;
}

/** Cards in a listing's first row at its widest (three columns: newsroom.module.css). */
const FIRST_ROW = 3;

/**
 * A listing's first row is seen without scrolling: its pictures are requested at once, the
 * first (a phone's whole first row) before anything else; the rest only when scrolled near.
 */
export function listingUrgency(index: number): BannerUrgency {
  if (index === 0) return 'first';
  return index < FIRST_ROW ? 'first-row' : 'lazy';
}

export async function ArticleCard({
  article,
  locale,
  headingLevel = 2,
  urgency = 'lazy',
  showTags = true,
}: ArticleCardProps) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  // In the article's language, whichever page lists it.
  const inLanguage = await getTranslations({ locale: article.language, namespace: 'newsroom' });
  const minutes = articleReadingMinutes(article);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = articleHref(article.language, article.slug);
  return (
    <article className={styles.card} data-article={article.slug}>
      <div className={styles.cardMedia}>
        <ArticleBanner
          banner={article.banner}
          alt={article.banner.meta_alt}
          layout={BANNER_LAYOUTS.card}
          className={styles.cardImage}
          urgency={urgency}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardAuthor}>{article.author_name}</p>
        <Heading className={styles.cardTitle}>
          <Link href={href} className={styles.cardLink}>
            {article.title}
            <LinkPending label={t('loadingArticle')} />
          </Link>
        </Heading>
        <p className={styles.cardMeta}>
          <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time>
          {minutes !== undefined ? (
            <span
              className={styles.cardReadingTime}
              lang={article.language !== locale ? article.language : undefined}
              data-reading-time
            >
              {inLanguage('readingTime', { minutes })}
            </span>
          ) : null}
        </p>
        {showTags ? (
          <ul className={styles.cardTags}>
            {parseHashtags(article.hashtags).map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

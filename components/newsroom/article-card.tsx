import { getTranslations } from 'next-intl/server';
import { formatArticleDate } from '@/lib/articles/format';
import { parseHashtags } from '@/lib/articles/hashtags';
import { articleReadingMinutes } from '@/lib/articles/reading-time';
import type { ArticleListItem } from '@/lib/articles/schemas';
import type { Locale } from '@/lib/i18n/routing';
import { articleHref } from '@/lib/seo/addresses';
import { ArticleCardView, type ArticleCardData } from './article-card-view';
import { bannerSrc } from './banner';
import type { BannerUrgency } from './banner-urgency';

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

/** A card's texts for a page in `locale` (the reading time in the article's own language). */
export async function articleCardData(
  article: ArticleListItem,
  locale: Locale,
  { tags = true }: { tags?: boolean } = {},
): Promise<ArticleCardData> {
  const inLanguage = await getTranslations({ locale: article.language, namespace: 'newsroom' });
  const minutes = articleReadingMinutes(article);
  return {
    slug: article.slug,
    href: articleHref(article.language, article.slug),
    title: article.title,
    author: article.author_name,
    date: article.date,
    dateText: formatArticleDate(article.date, locale),
    reading:
      minutes === undefined
        ? undefined
        : {
            text: inLanguage('readingTime', { minutes }),
            lang: article.language !== locale ? article.language : undefined,
          },
    tags: tags ? parseHashtags(article.hashtags) : undefined,
    banner: { src: bannerSrc(article.banner), alt: article.banner.meta_alt },
  };
}

/** A news card of a listing or of an article's «Other articles». */
export async function ArticleCard({
  article,
  locale,
  headingLevel = 2,
  urgency = 'lazy',
}: {
  article: ArticleListItem;
  locale: Locale;
  /** h2 in the newsroom grid, h3 under the article page's 'Other articles'. */
  headingLevel?: 2 | 3;
  /** How soon its picture is wanted (listingUrgency for a listing's cards). */
  urgency?: BannerUrgency;
}) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <ArticleCardView
      card={await articleCardData(article, locale)}
      headingLevel={headingLevel}
      urgency={urgency}
      loadingLabel={t('loadingArticle')}
    />
  );
}

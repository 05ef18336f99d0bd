import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArticleView, BackToNewsroom } from '@/components/newsroom/article-view';
import { PageHeader } from '@/components/newsroom/page-header';
import { ProviderUnavailable } from '@/components/newsroom/provider-unavailable';
import styles from '@/components/newsroom/newsroom.module.css';
import {
  getArticle,
  getOtherArticles,
  markProviderOutage,
  ProviderError,
  type Article,
  type ArticleListItem,
} from '@/lib/articles';
import { bannerUrl } from '@/lib/articles/config';
import { lastModified } from '@/lib/articles/modified';
import { parseHashtags } from '@/lib/articles/hashtags';
import { isValidSlug } from '@/lib/articles/slug';
import { pageDescription } from '@/lib/articles/description';
import { sharedTitle } from '@/lib/articles/summary';
import { formatArticleDate } from '@/lib/articles/format';
import { config, siteUrl } from '@/lib/env';
import { routing, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, articleCardHref, articleHref } from '@/lib/seo/addresses';
import { articleCardVersion, CARD_SIZE } from '@/lib/seo/social-card';
import { notFoundMetadata, siteOpenGraph } from '@/lib/seo/metadata';
import { organizationLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';

/**
 * The article and the others in its language to show under it; Next has decoded the slug
 * already.
 */
async function load(
  slug: string,
): Promise<{ article: Article | null; others: ArticleListItem[] } | 'unavailable'> {
  try {
    const article = await getArticle(slug);
    return {
      article,
      others: article ? await getOtherArticles(article.id, article.language) : [],
    };
  } catch (error) {
    // Never cache a page with parts missing: the whole answer is an outage (503, not stored).
    if (error instanceof ProviderError) return 'unavailable';
    throw error;
  }
}

function absolute(url: string | undefined): string | undefined {
  return url ? absoluteUrl(url, siteUrl()) : undefined;
}

export async function articleMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const loaded = await load(slug);
  if (loaded === 'unavailable') return {};
  const { article } = loaded;
  if (!article) return notFoundMetadata(locale);
  const description = pageDescription(article);
  const shared = sharedTitle(article);
  const banner = absolute(bannerUrl(article.banner.path, config().providerUrl));
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  // The card first: crawlers that show one image take the first.
  const card = {
    url: absolute(articleCardHref(article.language, article.slug, articleCardVersion(article)))!,
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    type: 'image/png',
    alt: t('cardAlt', {
      title: shared,
      author: article.author_name,
      date: formatArticleDate(article.date, article.language, 'long'),
    }),
  };
  const images = banner
    ? [card, { url: banner, alt: article.banner.meta_alt || article.title }]
    : [card];
  return {
    title: article.title,
    description,
    alternates: articleAlternates(article),
    authors: [{ name: article.author_name }],
    openGraph: {
      type: 'article',
      title: shared,
      description,
      url: articleHref(article.language, article.slug),
      ...siteOpenGraph(article.language),
      publishedTime: article.date,
      modifiedTime: lastModified(article),
      authors: [article.author_name],
      tags: parseHashtags(article.hashtags),
      images,
    },
    twitter: { card: 'summary_large_image', title: shared, description, images: [card] },
  };
}

/**
 * Its own address as canonical; hreflang links to exactly its published versions, the English
 * one (else itself) as the default.
 */
function articleAlternates(article: Article): Metadata['alternates'] {
  const versions = [article, ...publicTranslations(article)];
  const languages: Record<string, string> = Object.fromEntries(
    versions.map((v) => [v.language, articleHref(v.language, v.slug)]),
  );
  languages['x-default'] =
    languages[routing.defaultLocale] ?? articleHref(article.language, article.slug);
  return { canonical: articleHref(article.language, article.slug), languages };
}

/** Its translations that can be linked to: a provider's slug is not trusted to be one. */
function publicTranslations(article: Article) {
  return article.translations.filter((t) => t.status === 'published' && isValidSlug(t.slug));
}

/**
 * The other versions in structured data: the earliest version is taken for the original
 * (translations are made after it), the others for its translations.
 */
function translationLd(article: Article) {
  const work = (t: Article['translations'][number]) => ({
    '@type': 'NewsArticle',
    url: absolute(articleHref(t.language, t.slug)),
    inLanguage: t.language,
  });
  const versions = publicTranslations(article);
  const original = versions.reduce<(typeof versions)[number] | undefined>(
    (first, t) => (t.id < (first?.id ?? article.id) ? t : first),
    undefined,
  );
  if (original) return { translationOfWork: work(original) };
  return versions.length > 0 ? { workTranslation: versions.map(work) } : {};
}

function jsonLd(article: Article) {
  const url = absolute(articleHref(article.language, article.slug));
  return {
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    description: pageDescription(article),
    image: [absolute(bannerUrl(article.banner.path, config().providerUrl))].filter(Boolean),
    datePublished: article.date,
    dateModified: lastModified(article),
    inLanguage: article.language,
    ...translationLd(article),
    keywords: parseHashtags(article.hashtags).join(', '),
    author: [{ '@type': 'Person', name: article.author_name }],
    publisher: organizationLd(siteUrl()),
    mainEntityOfPage: url,
  };
}

/** What an article route of one language exports: its metadata and its page. */
export function articleRoute(locale: Locale) {
  type Props = { params: Promise<{ slug: string }> };
  return {
    generateMetadata: async ({ params }: Props) => articleMetadata(locale, (await params).slug),
    Page: async ({ params }: Props) => <ArticlePage locale={locale} slug={(await params).slug} />,
  };
}

/** An article, rendered on its first request, then served from the cache until it changes. */
export async function ArticlePage({ locale, slug }: { locale: Locale; slug: string }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const loaded = await load(slug);
  const back = <BackToNewsroom locale={locale} label={t('allArticles')} />;
  if (loaded === 'unavailable') {
    await markProviderOutage();
    return (
      <>
        <PageHeader eyebrow={back}>
          <h1 className={styles.articleTitle}>{t('galleryTitle')}</h1>
        </PageHeader>
        <div className={`container ${styles.gallery}`}>
          <ProviderUnavailable locale={locale} retryHref={articleHref(locale, slug)} />
        </div>
      </>
    );
  }
  const { article, others } = loaded;
  if (!article) notFound();
  // An earlier address of the article, or the article under the other language's prefix: it
  // lives at its own language's address, or its translation in this language does (to a slug
  // that can be a path segment only: an external provider's answer is not trusted to be one).
  if (article.slug !== slug || article.language !== locale) {
    if (!isValidSlug(article.slug)) notFound();
    const translated = publicTranslations(article).find((t) => t.language === locale);
    permanentRedirect(
      translated
        ? articleHref(locale, translated.slug)
        : articleHref(article.language, article.slug),
    );
  }
  return (
    <ArticleView article={article} others={others} locale={locale}>
      <JsonLd entities={[jsonLd(article)]} />
    </ArticleView>
  );
}

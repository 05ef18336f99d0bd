import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleCard } from '@/components/newsroom/article-card';
import { newsroomHref, parsePage } from '@/components/newsroom/newsroom-links';
import { PageHeader } from '@/components/newsroom/page-header';
import { Pagination } from '@/components/newsroom/pagination';
import { ProviderUnavailable } from '@/components/newsroom/provider-unavailable';
import { TagFilter } from '@/components/newsroom/tag-filter';
import styles from '@/components/newsroom/newsroom.module.css';
import { getArticlePage, getArticleTags, ProviderError } from '@/lib/articles';
import { normalizeTag } from '@/lib/articles/hashtags';
import { localizePath } from '@/lib/i18n/detect';
import { routing, type Locale } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/newsroom'>;

async function query(props: Props) {
  const [{ locale }, search] = await Promise.all([props.params, props.searchParams]);
  if (!hasLocale(routing.locales, locale)) notFound();
  const page = parsePage(search.page);
  if (page === undefined) notFound();
  const tag = normalizeTag(typeof search.tag === 'string' ? search.tag : undefined);
  return { locale, page, tag };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, tag } = await query(props);
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const title = [t('metaTitle'), tag ? `#${tag}` : '', page > 1 ? t('pageTitle', { page }) : '']
    .filter(Boolean)
    .join(' · ');
  const path = newsroomHref('en', { page, tag });
  const links = alternates(path, locale);
  return {
    title,
    description: t('metaDescription'),
    alternates: {
      ...links,
      types: { 'application/rss+xml': [{ url: '/newsroom/feed.xml', title: t('feedTitle') }] },
    },
    openGraph: {
      type: 'website',
      title,
      description: t('metaDescription'),
      url: localizePath(path, locale),
    },
  };
}

async function loadPage(page: number, tag: string | undefined) {
  try {
    const [list, tags] = await Promise.all([getArticlePage(page, tag), getArticleTags()]);
    return { list, tags };
  } catch (error) {
    if (error instanceof ProviderError) return null;
    throw error;
  }
}

export default async function NewsroomPage(props: Props) {
  const { locale, page, tag } = await query(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const data = await loadPage(page, tag);
  const pages = data ? Math.max(1, Math.ceil(data.list.total / data.list.perPage)) : 1;
  if (data && page > pages) notFound();

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')}>
        <p className={styles.headline}>{t('headline')}</p>
        <p className={styles.lead}>{t('lead')}</p>
      </PageHeader>
      <section className={`container ${styles.gallery}`} aria-labelledby="newsroom-title">
        <div className={styles.galleryHead}>
          <h1 id="newsroom-title" className={styles.galleryTitle}>
            {t('galleryTitle')}
            {tag ? <span className={styles.galleryTag}> #{tag}</span> : null}
          </h1>
          <a href="/newsroom/feed.xml" className={styles.feedLink} aria-label={t('feed')}>
            {t('subscribe')}
          </a>
        </div>
        {data ? (
          <>
            <TagFilter locale={locale} tags={data.tags} current={tag} />
            {data.list.items.length > 0 ? (
              <ul className={styles.grid}>
                {data.list.items.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} locale={locale as Locale} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{tag ? t('emptyTag', { tag }) : t('empty')}</p>
            )}
            <Pagination locale={locale} page={page} pages={pages} tag={tag} />
          </>
        ) : (
          <ProviderUnavailable locale={locale} retryHref={newsroomHref(locale, { page, tag })} />
        )}
      </section>
    </>
  );
}

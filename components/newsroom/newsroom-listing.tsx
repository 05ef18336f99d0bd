import { IntentLink } from '@/components/ui/intent-link.client';
import { UNTRANSLATED } from '@/lib/seo/switch-anchors';
import { SwitchNotice } from './switch-notice.client';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import {
  getArticlePage,
  getArticleTags,
  markProviderOutage,
  ProviderError,
  type NewsroomPage,
} from '@/lib/articles';
import type { TagCount } from '@/lib/articles/source';
import { tagInLanguage } from '@/lib/articles/tag-counterparts';
import { siteUrl } from '@/lib/env';
import { routing, type Locale } from '@/lib/i18n/routing';
import { alternates, pageCardImage, siteOpenGraph } from '@/lib/seo/metadata';
import { ArticleCard, listingUrgency } from './article-card';
import { collectionPageLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { feedHref, followHref, newsroomHref, searchHref } from '@/lib/seo/addresses';
import { SearchBox } from './search-box.client';
import { searchBoxLabels } from './search-labels';
import { NewsroomHeader } from './newsroom-header';
import { Pagination } from './pagination';
import { ProviderUnavailable } from './provider-unavailable';
import { TagFilter } from './tag-filter';
import layout from './newsroom.module.css';
import styles from './newsroom-listing.module.css';

export interface NewsroomQuery {
  locale: Locale;
  page: number;
  tag?: string;
}

/**
 * A tag page's versions: itself, and in the other language the same tag or its counterpart
 * (lib/articles/tag-counterparts.ts), when that language has one: never an address that is a
 * 404 there.
 */
async function tagAlternates(locale: Locale, page: number, tag: string) {
  const languages: Record<string, string> = {};
  for (const language of routing.locales) {
    const there = language === locale ? tag : await tagInLanguage(language, tag);
    if (there !== undefined) {
      languages[language] = newsroomHref(
        language,
        language === locale ? { page, tag } : { tag: there },
      );
    }
  }
  const fallback = languages[routing.defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  return { canonical: newsroomHref(locale, { page, tag }), languages };
}

/** Metadata of a newsroom page; its existence is checked by the page itself. */
/** A newsroom page's title: the newsroom's, its tag and its page number after the first. */
async function listingTitle({ locale, page, tag }: NewsroomQuery): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return [t('metaTitle'), tag ? `#${tag}` : '', page > 1 ? t('pageTitle', { page }) : '']
    .filter(Boolean)
    .join(' · ');
}

export async function newsroomMetadata({ locale, page, tag }: NewsroomQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const title = await listingTitle({ locale, page, tag });
  const image = await pageCardImage(locale, 'newsroom');
  return {
    title,
    description: t('metaDescription'),
    alternates: {
      ...(tag === undefined
        ? alternates((l) => newsroomHref(l, { page }), locale)
        : await tagAlternates(locale, page, tag)),
      types: { 'application/rss+xml': [{ url: feedHref(locale), title: t('feedTitle') }] },
    },
    openGraph: {
      type: 'website',
      ...siteOpenGraph(locale),
      title,
      description: t('metaDescription'),
      url: newsroomHref(locale, { page, tag }),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: t('metaDescription'),
      images: [image],
    },
  };
}

async function load(
  locale: Locale,
  page: number,
  tag: string | undefined,
): Promise<{ list: NewsroomPage | null; tags: TagCount[] } | 'unavailable'> {
  try {
    const [list, tags] = await Promise.all([
      getArticlePage(locale, page, tag),
      getArticleTags(locale),
    ]);
    return { list, tags };
  } catch (error) {
    if (error instanceof ProviderError) return 'unavailable';
    throw error;
  }
}

/**
 * A page of the newsroom gallery. Only pages that exist render; any other is a 404 that the
 * cache never stores. During a provider outage with nothing to fall back on, the page says so
 * and is answered 503, never cached.
 */
export async function NewsroomListing({ locale, page, tag }: NewsroomQuery) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const data = await load(locale, page, tag);
  if (data === 'unavailable') await markProviderOutage();
  else if (!data.list) notFound();

  return (
    <>
      <NewsroomHeader locale={locale} />
      <section className={`container ${layout.gallery}`} aria-labelledby="newsroom-title">
        <div className={styles.galleryHead}>
          <h1 id="newsroom-title" className={styles.galleryTitle}>
            {t('galleryTitle')}
            {tag ? <span className={styles.galleryTag}> #{tag}</span> : null}
          </h1>
          <IntentLink href={followHref(locale)} className={styles.feedLink} aria-label={t('feed')}>
            {t('subscribe')}
          </IntentLink>
        </div>
        <SwitchNotice
          texts={{
            [UNTRANSLATED.article]: t('switched.untranslated'),
            [UNTRANSLATED.tag]: t('switched.untranslatedTag'),
          }}
        />
        {data !== 'unavailable' && data.list ? (
          <>
            <JsonLd
              entities={[
                collectionPageLd({
                  site: siteUrl(),
                  locale,
                  href: newsroomHref(locale, { page, tag }),
                  name: await listingTitle({ locale, page, tag }),
                  description: t('metaDescription'),
                  articles: data.list.items,
                  offset: (page - 1) * data.list.perPage,
                }),
              ]}
            />
            <div className={styles.tools}>
              <SearchBox action={searchHref(locale)} labels={await searchBoxLabels(locale)} />
            </div>
            <TagFilter locale={locale} tags={data.tags} current={tag} />
            {data.list.items.length > 0 ? (
              <ul className={layout.grid}>
                {data.list.items.map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard
                      article={article}
                      locale={locale}
                      urgency={listingUrgency(index)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('empty')}</p>
            )}
            <Pagination locale={locale} page={page} pages={data.list.pages} tag={tag} />
          </>
        ) : (
          <ProviderUnavailable locale={locale} retryHref={newsroomHref(locale, { page, tag })} />
        )}
      </section>
    </>
  );
}

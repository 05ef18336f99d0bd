import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/newsroom/page-header';
import { ProviderUnavailable } from '@/components/newsroom/provider-unavailable';
import { LiveSearchBox } from '@/components/newsroom/search-box.client';
import { SearchResults } from '@/components/newsroom/search-results';
import { ProviderError } from '@/lib/articles';
import { config } from '@/lib/env';
import { searchNewsroom, type NewsroomSearch } from '@/lib/articles/search/search';
import type { Locale } from '@/lib/i18n/routing';
import { alternates } from '@/lib/seo/metadata';
import { searchHref } from '@/lib/seo/addresses';
import { searchBoxLabels } from '@/components/newsroom/search-labels';
import layout from '@/components/newsroom/newsroom.module.css';
import styles from '@/components/newsroom/search-results.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

function readParams(params: SearchParams): { query: string; page: number } {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? '';
  const query = first(params.q);
  const page = /^[1-9]\d{0,5}$/.test(first(params.page)) ? Number(first(params.page)) : 1;
  return { query, page };
}

/** Search pages are for visitors, never for search engines' indexes. */
export async function searchMetadata(locale: Locale, params: SearchParams): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'newsroom.search' });
  const { query } = readParams(params);
  const shown = query.trim().slice(0, 60);
  return {
    title: shown ? t('metaTitleQuery', { query: shown }) : t('metaTitle'),
    robots: { index: false, follow: true },
    alternates: alternates((l) => searchHref(l), locale),
  };
}

/** The search page's frame: the same while results change, so the box keeps focus. */
export async function SearchLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')}>
        <p className={styles.headline}>{t('search.title')}</p>
        {/* A provider may search only titles, hashtags and authors: the results say which. */}
        <p className={styles.lead}>
          {t(config().providerUrl ? 'search.leadAnyWord' : 'search.lead')}
        </p>
      </PageHeader>
      <section className={`container ${layout.gallery}`} aria-labelledby="search-title">
        <h1 id="search-title" className="visually-hidden">
          {t('search.metaTitle')}
        </h1>
        <LiveSearchBox action={searchHref(locale)} labels={await searchBoxLabels(locale)} />
        <div className={styles.body}>{children}</div>
      </section>
    </>
  );
}

/**
 * Results for the address's query: rendered for each request (never cached: each query is
 * new, and none may cost the page cache an entry). A client's searches past SEARCH_RATE_LIMIT a
 * minute never get here: proxy.ts answers them.
 */
export async function SearchPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<SearchParams>;
}) {
  setRequestLocale(locale);
  const { query, page } = readParams(await searchParams);
  let search: NewsroomSearch | { kind: 'prompt' };
  if (query.trim() === '') {
    search = { kind: 'prompt' };
  } else {
    try {
      search = await searchNewsroom(locale, query, page);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return <ProviderUnavailable locale={locale} retryHref={searchHref(locale, { q: query })} />;
    }
  }
  return <SearchResults locale={locale} query={query} search={search} />;
}

import { getTranslations } from 'next-intl/server';
import { NewsroomHeader } from '@/components/newsroom/newsroom-header';
import layout from '@/components/newsroom/newsroom.module.css';
import styles from './loading.module.css';
import { PageHeader } from '@/components/newsroom/page-header';
import type { Locale } from '@/lib/i18n/routing';
import { SearchBox } from '@/components/newsroom/search-box.client';
import { searchBoxLabels } from '@/components/newsroom/search-labels';
import { searchHref } from '@/lib/seo/addresses';
/** What a newsroom listing shows while it renders. */
export async function NewsroomSkeleton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <>
      <NewsroomHeader locale={locale} />
      <div className={`container ${layout.gallery}`} aria-busy="true">
        {/* Where the listing has it: without JavaScript, this is the page a reader sees. */}
        <div className={styles.search}>
          <SearchBox action={searchHref(locale)} labels={await searchBoxLabels(locale)} />
        </div>
        <p role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('loading')}
        </p>
        <ul className={layout.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={styles.skeletonCard}>
              <span className={styles.skeletonMedia} />
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLineShort} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** What an article shows while it renders. */
export async function ArticleSkeleton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <div aria-busy="true">
      <PageHeader>
        <p role="status" className="visually-hidden">
          {t('loadingArticle')}
        </p>
        <span className={styles.titlePlaceholder} aria-hidden="true" />
        <span className={styles.titlePlaceholderShort} aria-hidden="true" />
      </PageHeader>
      <div className={`container ${layout.articleLayout}`} aria-hidden="true">
        <span className={styles.skeletonBanner} />
      </div>
    </div>
  );
}

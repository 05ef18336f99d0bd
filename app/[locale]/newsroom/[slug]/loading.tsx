import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/newsroom/page-header';
import styles from '@/components/newsroom/newsroom.module.css';

export default async function ArticleLoading() {
  const t = await getTranslations({ locale: await getLocale(), namespace: 'newsroom' });
  return (
    <div aria-busy="true">
      <PageHeader>
        <p role="status" className="visually-hidden">
          {t('loadingArticle')}
        </p>
        <span className={styles.titlePlaceholder} aria-hidden="true" />
        <span className={styles.titlePlaceholderShort} aria-hidden="true" />
      </PageHeader>
      <div className={`container ${styles.articleLayout}`} aria-hidden="true">
        <span className={styles.skeletonBanner} />
      </div>
    </div>
  );
}

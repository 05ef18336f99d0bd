import { getTranslations } from 'next-intl/server';
import { Localized } from '@/components/layout/localized';
import { PageHeader } from '@/components/newsroom/page-header';
import styles from '@/components/newsroom/newsroom.module.css';
import type { Locale } from '@/lib/i18n/routing';

async function ArticleSkeleton({ locale }: { locale: Locale }) {
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
      <div className={`container ${styles.articleLayout}`} aria-hidden="true">
        <span className={styles.skeletonBanner} />
      </div>
    </div>
  );
}

export default function ArticleLoading() {
  return <Localized render={async (locale) => <ArticleSkeleton locale={locale} />} />;
}

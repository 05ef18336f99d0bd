import { getTranslations } from 'next-intl/server';
import { Localized } from '@/components/layout/localized';
import { NewsroomHeader } from '@/components/newsroom/newsroom-header';
import styles from '@/components/newsroom/newsroom.module.css';
import type { Locale } from '@/lib/i18n/routing';

async function NewsroomSkeleton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <>
      <NewsroomHeader locale={locale} />
      <div className={`container ${styles.gallery}`} aria-busy="true">
        <p role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('loading')}
        </p>
        <ul className={styles.grid} aria-hidden="true">
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

export default function NewsroomLoading() {
  return <Localized render={async (locale) => <NewsroomSkeleton locale={locale} />} />;
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PageHeader } from './page-header';
import styles from './newsroom-header.module.css';

/** The newsroom's page header: the same on its pages and while they load. */
export async function NewsroomHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <PageHeader eyebrow={t('eyebrow')}>
      <p className={styles.headline} data-headline>
        {/* A hyphenated word ("first-class") stays whole: lines break between words only. */}
        {t('headline')
          .split(/(\S+-\S+)/)
          .map((part, index) =>
            index % 2 ? (
              <span key={index} className={styles.nowrap}>
                {part}
              </span>
            ) : (
              part
            ),
          )}
      </p>
      <p className={styles.lead}>{t('lead')}</p>
    </PageHeader>
  );
}

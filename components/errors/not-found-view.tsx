import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { homeHref } from '@/lib/seo/addresses';
import buttons from '@/components/ui/button.module.css';
import styles from './errors.module.css';

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <section className={styles.dark} aria-labelledby="not-found-title">
      <div className={styles.stars} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.code}>{t('code')}</p>
        <h1 id="not-found-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.text}>{t('text')}</p>
        <IntentLink href={homeHref(locale)} className={`${buttons.button} ${buttons.light}`}>
          {t('back')}
        </IntentLink>
      </div>
    </section>
  );
}

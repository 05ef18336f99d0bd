import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import buttons from '@/components/ui/button.module.css';
import styles from './provider-unavailable.module.css';

/** Shown when the provider fails and nothing is cached: never a 500, never an endless spinner. */
export async function ProviderUnavailable({
  locale,
  retryHref,
}: {
  locale: Locale;
  retryHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  return (
    <div className={styles.notice} role="alert">
      <h2>{t('unavailableTitle')}</h2>
      <p>{t('unavailableText')}</p>
      <a href={retryHref} className={`${buttons.button} ${buttons.primary}`}>
        {t('retry')}
      </a>
    </div>
  );
}

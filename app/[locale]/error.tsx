'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/errors';
import styles from '@/components/errors/errors.module.css';

export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className={styles.dark} role="alert">
      <div className={styles.content}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.text}>{isChunkLoadError(error) ? t('chunk') : t('text')}</p>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './hero.module.css';
import buttons from '@/components/ui/button.module.css';

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero' });
  const stats = [
    [t('statProjects'), t('statProjectsLabel')],
    [t('statYears'), t('statYearsLabel')],
    [t('statCountries'), t('statCountriesLabel')],
  ] as const;

  return (
    <section id="start" aria-labelledby="start-title" className={styles.hero}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="start-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.actions}>
          <a href="#contactForm" className={`${buttons.button} ${buttons.primary}`}>
            {t('ctaPrimary')}
            <span aria-hidden="true">→</span>
          </a>
          <a href="#ourProjects" className={`${buttons.button} ${buttons.ghost}`}>
            {t('ctaSecondary')}
          </a>
        </div>
        <dl className={styles.stats}>
          {/* A fixed list: its place is its key (the payload carries it, so short). */}
          {stats.map(([value, label], index) => (
            <div key={index} className={styles.stat}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

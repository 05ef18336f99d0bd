import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { REASONS } from '@/lib/landing/content';
import { Section } from './section';
import styles from './about.module.css';

export async function AboutUs({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'aboutUs' });
  return (
    <Section id="aboutUs" tone="white">
      <div className={styles.layout}>
        <SectionHeading id="aboutUs-title" eyebrow={t('eyebrow')} title={t('title')} />
        <div className={styles.text}>
          <p className={styles.first}>{t('p1')}</p>
          <p>{t('p2')}</p>
          <p>{t('p3')}</p>
          <footer className={styles.signature}>
            <span className={styles.mark} aria-hidden="true">
              {t('signatureName')}
            </span>
            <span className={styles.name}>{t('signatureName')}</span>
            <span className={styles.position}>{t('signaturePosition')}</span>
          </footer>
        </div>
      </div>
    </Section>
  );
}

export async function WhyUs({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'whyUs' });
  return (
    <Section id="whyUs" tone="light">
      <SectionHeading id="whyUs-title" eyebrow={t('eyebrow')} title={t('title')} />
      <ol className={styles.reasons}>
        {REASONS.map((id, index) => (
          <li key={id} className={styles.reason}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{t(`items.${id}.title`)}</h3>
            <p>{t(`items.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

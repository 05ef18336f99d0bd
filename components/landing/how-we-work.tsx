import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { RELEASE_STEP, STEPS } from '@/lib/landing/content';
import { Section } from './section';
import sectionStyles from './section.module.css';
import styles from './how-we-work.module.css';

export async function HowWeWork({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'howWeWork' });
  const landing = await getTranslations({ locale, namespace: 'landing' });
  return (
    <Section id="howWeWork" tone="dark">
      <SectionHeading
        id="howWeWork-title"
        tone="dark"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <ol className={sectionStyles.cardGrid}>
        {STEPS.map((id, index) => (
          <li
            key={id}
            className={styles.step}
            {...(id === RELEASE_STEP ? { 'data-release': true } : {})}
          >
            <span className={styles.number}>
              <span className="visually-hidden">{landing('step', { number: index + 1 })}</span>
              <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
            </span>
            <h3 className={styles.title}>{t(`steps.${id}.title`)}</h3>
            <p className={styles.text}>{t(`steps.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

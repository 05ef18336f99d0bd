import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { SERVICES } from '@/lib/landing/content';
import { ICON_SPRITE } from '@/lib/site';
import { Section } from './section';
import sectionStyles from './section.module.css';
import styles from './services.module.css';

export async function Services({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'whatWeDo' });
  return (
    <Section id="whatWeDo" tone="light">
      <SectionHeading
        id="whatWeDo-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <ul className={sectionStyles.cardGrid}>
        {SERVICES.map((id, index) => (
          <li key={id} className={styles.card}>
            <div className={styles.top}>
              <span className={styles.icon} aria-hidden="true">
                <svg width="26" height="26" focusable="false">
                  <use href={`${ICON_SPRITE}#service-${id}`} />
                </svg>
              </span>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className={styles.title}>{t(`items.${id}.title`)}</h3>
            <p className={styles.description}>{t(`items.${id}.description`)}</p>
            <ul className={styles.tags}>
              {t(`items.${id}.tags`)
                .split(/\s+/)
                .filter(Boolean)
                // A fixed list: its place is its key (the payload carries it, so short).
                .map((tag, place) => (
                  <li key={place}>{tag}</li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

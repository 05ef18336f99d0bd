import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { SERVICES, type ServiceId } from '@/lib/landing/content';
import { Section } from './section';
import sectionStyles from './section.module.css';
import styles from './services.module.css';

const ICONS: Record<ServiceId, string> = {
  web: 'M3 5h18v14H3zM3 9h18M7 7h.01M10 7h.01',
  brand: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  software: 'M8 8l-5 4 5 4M16 8l5 4-5 4M14 4l-4 16',
  ip: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  ai: 'M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3M6 6h12v12H6zM10 10h4v4h-4z',
  design: 'M4 20l4-1 11-11-3-3L5 16zM14 7l3 3M4 4h6M4 4v6',
};

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
                <svg
                  width="26"
                  height="26"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={ICONS[id]} />
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
                .map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

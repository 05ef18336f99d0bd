import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { getLandingContent } from '@/lib/landing';
import { textColorOn } from '@/lib/color/contrast';
import { initials } from '@/lib/landing/content';
import { Section } from './section';
import styles from './happy-clients.module.css';

export async function HappyClients({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'happyClients' });
  const { reviews } = await getLandingContent();
  return (
    <Section id="happyClients" tone="light">
      <SectionHeading id="happyClients-title" eyebrow={t('eyebrow')} title={t('title')} />
      <ul className={styles.grid}>
        {reviews.map(({ id, image, color, name: names, occupation, text }) => {
          const name = names[locale];
          return (
            <li key={id} className={styles.card} data-review={id}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{text[locale]}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  {image ? (
                    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
                    <img
                      {...getImageProps({ src: image, alt: '', width: 56, height: 56 }).props}
                      className={styles.avatar}
                    />
                  ) : (
                    <span
                      className={styles.avatar}
                      style={{ backgroundColor: color, color: textColorOn(color) }}
                      aria-hidden="true"
                    >
                      {initials(name)}
                    </span>
                  )}
                  <span className={styles.who}>
                    <span className={styles.name}>{name}</span>
                    <span className={styles.occupation}>{occupation[locale]}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

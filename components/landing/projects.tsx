import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import { responsiveImageProps } from '@/lib/images/responsive';
import type { Locale } from '@/lib/i18n/routing';
import { getLandingContent } from '@/lib/landing';
import { Section } from './section';
import styles from './projects.module.css';

// Two columns up to a laptop, three beyond: at most 400 px wide on a desktop, half a phone.
const IMAGE_SIZES = '(max-width: 719px) calc(50vw - 26px), (max-width: 1099px) 50vw, 400px';
// 1× and 2× of both.
const IMAGE_WIDTHS = [384, 640, 768, 1080];

function imageProps(src: string) {
  return responsiveImageProps(
    { src, alt: '', width: 960, height: 720, sizes: IMAGE_SIZES },
    IMAGE_WIDTHS,
  );
}

export async function Projects({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ourProjects' });
  const landing = await getTranslations({ locale, namespace: 'landing' });
  const { projects } = await getLandingContent();

  return (
    <Section id="ourProjects" tone="dark">
      <SectionHeading
        id="ourProjects-title"
        tone="dark"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <ul className={styles.grid}>
        {projects.map(({ id, image, url, title: titles, description }) => {
          const title = titles[locale];
          const body = (
            <>
              <div className={styles.media}>
                {/* The optimiser's srcset on a plain <img>, no client code. */}
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text */}
                <img {...imageProps(image)} className={styles.image} />
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  {title}
                  {url ? (
                    <span className={styles.arrow} aria-hidden="true">
                      ↗
                    </span>
                  ) : null}
                </h3>
                <p className={styles.description}>{description[locale]}</p>
                {url ? null : <p className={styles.badge}>{landing('projectUnavailable')}</p>}
              </div>
            </>
          );
          return (
            <li key={id} data-project={id}>
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer" className={styles.card}>
                  {body}
                  <span className="visually-hidden">{landing('opensInNewTab')}</span>
                </a>
              ) : (
                <div className={`${styles.card} ${styles.disabled}`} aria-disabled="true">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

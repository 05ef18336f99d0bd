import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './policy-document.module.css';

const TERMS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;
const COOKIES = ['s1', 's2', 's3', 's4'] as const;

function Paragraphs({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Text with its e-mail addresses as mailto links. */
function WithMailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export async function PolicyDocument({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'policy' });

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.updated}>{t('lastUpdate')}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <nav className={styles.toc} aria-label={t('title')}>
          <a href="#terms">{t('termsTitle')}</a>
          <a href="#cookies">{t('cookiesTitle')}</a>
        </nav>
        <div className={styles.content}>
          <section id="terms" aria-labelledby="terms-title" className={styles.part}>
            <h2 id="terms-title">{t('termsTitle')}</h2>
            <p className={styles.updatedSmall}>{t('lastUpdate')}</p>
            <p className={styles.intro}>{t('termsIntro')}</p>
            <ol className={styles.sections}>
              {TERMS.map((id) => (
                <li key={id}>
                  <h3>{t(`terms.${id}.title`)}</h3>
                  <Paragraphs text={t(`terms.${id}.text`)} />
                </li>
              ))}
            </ol>
            <p className={styles.contact}>
              <WithMailLinks text={t('termsContact')} />
            </p>
          </section>
          <section id="cookies" aria-labelledby="cookies-title" className={styles.part}>
            <h2 id="cookies-title">{t('cookiesTitle')}</h2>
            <p className={styles.updatedSmall}>{t('lastUpdate')}</p>
            <p className={styles.intro}>{t('cookiesIntro')}</p>
            <ol className={styles.sections}>
              {COOKIES.map((id) => (
                <li key={id}>
                  <h3>{t(`cookies.${id}.title`)}</h3>
                  <Paragraphs text={t(`cookies.${id}.text`)} />
                </li>
              ))}
            </ol>
            <p className={styles.contact}>
              <WithMailLinks text={t('cookiesContact')} />
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}

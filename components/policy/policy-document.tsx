import { getTranslations } from 'next-intl/server';
import { config } from '@/lib/env';
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

interface PolicyPartProps {
  id: string;
  title: string;
  updated: string;
  intro: string;
  sections: ReadonlyArray<{ title: string; text: string }>;
  contact: string;
}

/** One numbered part of the policy (terms, cookies), anchored at its id. */
function PolicyPart({ id, title, updated, intro, sections, contact }: PolicyPartProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.part}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className={styles.updatedSmall}>{updated}</p>
      <p className={styles.intro}>{intro}</p>
      <ol className={styles.sections}>
        {sections.map((section) => (
          <li key={section.title}>
            <h3>{section.title}</h3>
            <Paragraphs text={section.text} />
          </li>
        ))}
      </ol>
      <p className={styles.contact}>
        <WithMailLinks text={contact} />
      </p>
    </section>
  );
}

export async function PolicyDocument({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'policy' });
  // How long contact messages and page views are kept: the configured retention, as the sweep
  // applies it. The page is prerendered, so the build reads it too.
  const { contactRetentionDays, analytics } = config();
  const values = { days: contactRetentionDays, analyticsDays: analytics.retentionDays };
  // The analytics section says first what the site counts itself, when it counts anything.
  const sectionText = (id: (typeof TERMS)[number]) => {
    const text = t(`terms.${id}.text`, values);
    return id === 's4' && analytics.enabled ? `${t('terms.s4.counting', values)}\n\n${text}` : text;
  };

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
          <PolicyPart
            id="terms"
            title={t('termsTitle')}
            updated={t('lastUpdate')}
            intro={t('termsIntro')}
            sections={TERMS.map((id) => ({
              title: t(`terms.${id}.title`),
              text: sectionText(id),
            }))}
            contact={t('termsContact')}
          />
          <PolicyPart
            id="cookies"
            title={t('cookiesTitle')}
            updated={t('lastUpdate')}
            intro={t('cookiesIntro')}
            sections={COOKIES.map((id) => ({
              title: t(`cookies.${id}.title`),
              text: t(`cookies.${id}.text`),
            }))}
            contact={t('cookiesContact')}
          />
        </div>
      </div>
    </article>
  );
}

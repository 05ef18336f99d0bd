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
  const { contactRetentionDays, analytics, gaId } = config();
  const values = { days: contactRetentionDays, analyticsDays: analytics.retentionDays };
  // The policy says only what this deployment does: its own counting when it counts, Google
  // Analytics only when an id is configured (NEXT_PUBLIC_GA_ID).
  const google = gaId !== undefined;
  const termsText = (id: (typeof TERMS)[number]) => {
    if (id !== 's4') return t(`terms.${id}.text`, values);
    const text = t(google ? 'terms.s4.textGoogle' : 'terms.s4.textNone', values);
    return analytics.enabled ? `${t('terms.s4.counting', values)}\n\n${text}` : text;
  };
  const cookiesSection = (id: (typeof COOKIES)[number]) => {
    if (id === 's3' && !google) {
      return { title: t('cookies.s3.titleNone'), text: t('cookies.s3.textNone') };
    }
    const text = t(`cookies.${id}.text`);
    return {
      title: t(`cookies.${id}.title`),
      text: id === 's4' && google ? `${text}\n\n${t('cookies.s4.textGoogle')}` : text,
    };
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
            sections={TERMS.map((id) => ({ title: t(`terms.${id}.title`), text: termsText(id) }))}
            contact={t('termsContact')}
          />
          <PolicyPart
            id="cookies"
            title={t('cookiesTitle')}
            updated={t('lastUpdate')}
            intro={t('cookiesIntro')}
            sections={COOKIES.map(cookiesSection)}
            contact={t('cookiesContact')}
          />
        </div>
      </div>
    </article>
  );
}

import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { policyHref } from '@/lib/seo/addresses';
import { CONTACT_EMAIL, COPYRIGHT_START_YEAR, SOCIAL_LINKS } from '@/lib/site';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button.client';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.logo}>
            <Logo size={28} />
            <span>Lumen</span>
          </p>
          <p className={styles.tagline}>{t('tagline')}</p>
        </div>
        <nav aria-label={t('contact')} className={styles.links}>
          <IntentLink href={policyHref(locale)}>{t('policy')}</IntentLink>
          <IntentLink href={policyHref(locale, 'cookies')}>{t('cookies')}</IntentLink>
          <CookieSettingsButton label={t('cookieSettings')} className={styles.linkButton} />
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </nav>
        <ul className={styles.social} aria-label={t('social')}>
          {SOCIAL_LINKS.map(({ network, href }) => (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(network)}>
                <SocialIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { start: COPYRIGHT_START_YEAR, end: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

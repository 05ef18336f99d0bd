import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import { NAV_SECTIONS } from '@/lib/landing/sections';
import { homeHref, newsroomHref } from '@/lib/seo/addresses';
import { LanguageSwitcher } from './language-switcher.client';
import { Logo } from './logo';
import { NavMenu } from './nav-menu.client';
import styles from './header.module.css';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const home = homeHref(locale);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <IntentLink href={home} className={styles.brand} aria-label={t('homeAria')}>
          <Logo />
          <span aria-hidden="true">Lumen</span>
        </IntentLink>
        <NavMenu
          label={t('mainNav')}
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          sectionLinks={NAV_SECTIONS.map((id) => ({ id, label: t(id) }))}
          pageLinks={[
            { href: home, label: t('home') },
            { href: newsroomHref(locale), label: t('newsroom') },
          ]}
        >
          <LanguageSwitcher
            current={locale}
            label={t('language')}
            options={routing.locales.map((option) => ({
              locale: option,
              name: t(option),
              action: t('switchTo', { language: t(option) }),
            }))}
          />
        </NavMenu>
      </div>
    </header>
  );
}

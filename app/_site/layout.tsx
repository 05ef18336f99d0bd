import '../globals.css';
import { GoogleAnalytics } from '@next/third-parties/google';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsentDefaults } from '@/components/consent/consent-defaults.client';
import { CookieBanner } from '@/components/consent/cookie-banner.client';
import { WebVitals } from '@/components/consent/web-vitals.client';
import { ErrorTexts } from '@/components/errors/error-texts';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageEffects } from '@/components/layout/page-effects.client';
import { config, siteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { policyHref } from '@/lib/seo/addresses';
import { manrope, preloadCyrillicFace } from '../fonts';

/** The public site's shell, the same for each language's tree (app/(en), app/ru). */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: siteUrl(),
    title: { default: t('homeTitle'), template: t('titleTemplate') },
    description: t('homeDescription'),
    applicationName: t('siteName'),
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b0d17',
  colorScheme: 'dark',
};

const GA_ID = config().gaId;
const ANALYTICS = config().analytics.enabled;

export async function SiteLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);

  if (locale === 'ru') preloadCyrillicFace();

  const header = await getTranslations({ locale, namespace: 'header' });
  const cookies = await getTranslations({ locale, namespace: 'cookies' });

  return (
    <html lang={locale} className={manrope.variable}>
      <head>
        {/* Consent-mode defaults must exist before any tag runs. */}
        <ConsentDefaults />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {header('skipToContent')}
        </a>
        {/* Client islands get their texts as props: no catalogue is shipped to the browser. */}
        <Header locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer locale={locale} />
        <CookieBanner
          policyHref={policyHref(locale, 'cookies')}
          labels={{
            title: cookies('title'),
            text: cookies('text'),
            learnMore: cookies('learnMore'),
            categories: cookies('categories'),
            necessary: cookies('necessary'),
            necessaryHint: cookies('necessaryHint'),
            preferences: cookies('preferences'),
            statistics: cookies('statistics'),
            marketing: cookies('marketing'),
            acceptAll: cookies('acceptAll'),
            acceptSelected: cookies('acceptSelected'),
            rejectAll: cookies('rejectAll'),
          }}
        />
        <PageEffects locale={locale} countViews={ANALYTICS} />
        {ANALYTICS ? (
          // Without scripts, the page view is counted by the picture's request (app/api/event).
          <noscript>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/api/event" alt="" width={1} height={1} className="visually-hidden" />
          </noscript>
        ) : null}
        <ErrorTexts locale={locale} />
        {GA_ID ? <GoogleAnalytics gaId={GA_ID} /> : null}
        {GA_ID ? <WebVitals /> : null}
      </body>
    </html>
  );
}

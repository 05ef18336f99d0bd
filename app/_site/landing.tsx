import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutUs, WhyUs } from '@/components/landing/about';
import { Contact } from '@/components/landing/contact';
import { FromNewsroom } from '@/components/landing/from-newsroom';
import { HappyClients } from '@/components/landing/happy-clients';
import { Hero } from '@/components/landing/hero';
import { HowWeWork } from '@/components/landing/how-we-work';
import { Projects } from '@/components/landing/projects';
import { Services } from '@/components/landing/services';
import type { Locale } from '@/lib/i18n/routing';
import { homeHref } from '@/lib/seo/addresses';
import { pageMetadata } from '@/lib/seo/metadata';
import { SiteJsonLd } from '@/components/seo/site-json-ld.client';
import { siteUrl } from '@/lib/env';

export async function landingMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    href: homeHref,
    title: { absolute: t('homeTitle') },
    description: t('homeDescription'),
  });
}

/** The landing page (static, prerendered in each language). */
export function LandingPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);

  return (
    <>
      <SiteJsonLd locale={locale} site={siteUrl().href} />
      <Hero locale={locale} />
      <Services locale={locale} />
      <Projects locale={locale} />
      <AboutUs locale={locale} />
      <WhyUs locale={locale} />
      <HowWeWork locale={locale} />
      <HappyClients locale={locale} />
      <FromNewsroom locale={locale} />
      <Contact locale={locale} />
    </>
  );
}

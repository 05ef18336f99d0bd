import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AboutUs, WhyUs } from '@/components/landing/about';
import { Contact } from '@/components/landing/contact';
import { HappyClients } from '@/components/landing/happy-clients';
import { Hero } from '@/components/landing/hero';
import { HowWeWork } from '@/components/landing/how-we-work';
import { Projects } from '@/components/landing/projects';
import { Services } from '@/components/landing/services';
import { localeParams, routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

// Static, rebuilt once a day so the footer's year stays current.
export const revalidate = 86400;
// Prerendered in each language; others are a 404. (The newsroom's pages are not prerendered
// at build time: they render on their first request.)
export const generateStaticParams = localeParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    path: '/',
    title: { absolute: t('homeTitle') },
    description: t('homeDescription'),
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <>
      <Hero locale={locale} />
      <Services locale={locale} />
      <Projects locale={locale} />
      <AboutUs locale={locale} />
      <WhyUs locale={locale} />
      <HowWeWork locale={locale} />
      <HappyClients locale={locale} />
      <Contact locale={locale} />
    </>
  );
}

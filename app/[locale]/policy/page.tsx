import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PolicyDocument } from '@/components/policy/policy-document';
import { localeParams, routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 86400;
// Prerendered in each language; others are a 404. (The newsroom's pages are not prerendered
// at build time: they render on their first request.)
export const generateStaticParams = localeParams;
export const dynamicParams = false;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/policy'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    path: '/policy',
    title: t('policyTitle'),
    description: t('policyDescription'),
  });
}

export default async function PolicyPage({ params }: PageProps<'/[locale]/policy'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <PolicyDocument locale={locale} />;
}

import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PolicyDocument } from '@/components/policy/policy-document';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 86400;
// Only the configured languages exist (generateStaticParams in the layout); others are a 404.
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

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PolicyDocument } from '@/components/policy/policy-document';
import type { Locale } from '@/lib/i18n/routing';
import { policyHref } from '@/lib/seo/addresses';
import { pageMetadata } from '@/lib/seo/metadata';

export async function policyMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    href: policyHref,
    title: t('policyTitle'),
    description: t('policyDescription'),
  });
}

/** The terms and cookies policy (static, prerendered in each language). */
export function PolicyPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  return <PolicyDocument locale={locale} />;
}

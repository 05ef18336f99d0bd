import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Portfolio } from '@/components/landing/portfolio';
import type { Locale } from '@/lib/i18n/routing';
import { projectsHref } from '@/lib/seo/addresses';
import { pageMetadata } from '@/lib/seo/metadata';

export async function portfolioMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({
    locale,
    href: projectsHref,
    title: t('projectsTitle'),
    description: t('projectsDescription'),
  });
}

/**
 * Every project of the portfolio (static, prerendered in each language, refreshed with the
 * landing page): where the landing page's «every project» link leads without scripts, and what
 * search engines find of the projects beyond its first cards.
 */
export function PortfolioPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  return <Portfolio locale={locale} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FollowPage } from '@/components/newsroom/follow-page';
import type { Locale } from '@/lib/i18n/routing';
import { followHref } from '@/lib/seo/addresses';
import { pageMetadata } from '@/lib/seo/metadata';

export async function followMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'newsroom.follow' });
  return pageMetadata({
    locale,
    href: followHref,
    title: t('metaTitle'),
    description: t('metaDescription'),
    card: 'newsroom',
  });
}

/** How to follow the newsroom in a feed reader (static, prerendered in each language). */
export function Follow({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  return <FollowPage locale={locale} />;
}

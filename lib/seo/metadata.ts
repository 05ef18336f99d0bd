import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import { SITE_NAME } from '@/lib/site';
import type { Href } from './addresses';

/** Canonical and hreflang links of a page that exists in every language. */
export function alternates(href: Href, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [l, href(l)]),
  );
  languages['x-default'] = href(routing.defaultLocale);
  return { canonical: href(locale), languages };
}

export function pageMetadata({
  locale,
  href,
  title,
  description,
}: {
  locale: Locale;
  href: Href;
  title: string | { absolute: string };
  description: string;
}): Metadata {
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  return {
    title,
    description,
    alternates: alternates(href, locale),
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: locale === 'ru' ? 'ru_RU' : 'en_US',
      url: href(locale),
      title: plainTitle,
      description,
    },
    twitter: { card: 'summary_large_image', title: plainTitle, description },
  };
}

/** Metadata of a page that answers 404 (the not-found boundary cannot know the language). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('notFoundTitle') };
}

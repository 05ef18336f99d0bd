import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import { SITE_NAME } from '@/lib/site';
import { pageCardHref, type Href, type PageCard } from './addresses';
import { CARD_SIZE } from './social-card';

/** Canonical and hreflang links of a page that exists in every language. */
export function alternates(href: Href, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [l, href(l)]),
  );
  languages['x-default'] = href(routing.defaultLocale);
  return { canonical: href(locale), languages };
}

/**
 * A fixed page's social card (`pageCardHref`) as Open Graph and X read it: 1200 × 630, with its
 * alt text. The landing's stands for the pages without one of their own.
 */
export async function pageCardImage(locale: Locale, card: PageCard) {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    url: pageCardHref(locale, card),
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    type: 'image/png',
    alt: t(card === 'home' ? 'homeCardAlt' : 'newsroomCardAlt'),
  };
}

/** What every public page's Open Graph says of the site: its name and the page's language. */
export function siteOpenGraph(locale: Locale) {
  return { siteName: SITE_NAME, locale: locale === 'ru' ? 'ru_RU' : 'en_US' } as const;
}

export async function pageMetadata({
  locale,
  href,
  title,
  description,
  card = 'home',
}: {
  locale: Locale;
  href: Href;
  title: string | { absolute: string };
  description: string;
  card?: PageCard;
}): Promise<Metadata> {
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  const image = await pageCardImage(locale, card);
  return {
    title,
    description,
    alternates: alternates(href, locale),
    openGraph: {
      type: 'website',
      ...siteOpenGraph(locale),
      url: href(locale),
      title: plainTitle,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: plainTitle, description, images: [image] },
  };
}

/**
 * Metadata of a page that answers 404 (the not-found boundary cannot know the language): a
 * broken link shared still shows the site's card.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const image = await pageCardImage(locale, 'home');
  return {
    title: t('notFoundTitle'),
    openGraph: { ...siteOpenGraph(locale), images: [image] },
    twitter: { card: 'summary_large_image', images: [image] },
  };
}

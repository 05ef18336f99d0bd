import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NotFoundView } from '@/components/errors/not-found-view';
import type { Locale } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

// The boundary's title is the bare code ('404'), the same in every language: a page that
// knows it is missing sets its own (notFoundMetadata). Next adds the noindex tag to every 404.
export async function notFoundBoundaryMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('code') };
}

export function SiteNotFound({ locale }: { locale: Locale }) {
  return <NotFoundView locale={locale} />;
}

/** Any address of a language's tree without a page: its 404. */
export const unknownPathMetadata = (locale: Locale) => notFoundMetadata(locale);
export function UnknownPath(): never {
  notFound();
}

import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const { locale } = await params;
  return notFoundMetadata(hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

// Any path without a page renders the localized 404.
export default function CatchAll() {
  notFound();
}

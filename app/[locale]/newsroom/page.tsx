import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NewsroomListing, newsroomMetadata } from '@/components/newsroom/newsroom-listing';
import { routing } from '@/lib/i18n/routing';

type Props = PageProps<'/[locale]/newsroom'>;

// Rendered on the first request (not at build time: the store or the provider is not the
// build's business), then served from the cache until an article changes.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return newsroomMetadata({ locale, page: 1 });
}

export default async function NewsroomPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <NewsroomListing locale={locale} page={1} />;
}

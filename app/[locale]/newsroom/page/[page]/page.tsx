import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { newsroomHref, parsePageSegment } from '@/components/newsroom/newsroom-links';
import { NewsroomListing, newsroomMetadata } from '@/components/newsroom/newsroom-listing';
import { routing } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/newsroom/page/[page]'>;

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const number = parsePageSegment(page);
  return number ? newsroomMetadata({ locale, page: number }) : notFoundMetadata(locale);
}

export default async function NewsroomPageN({ params }: Props) {
  const { locale, page } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  if (page === '1') permanentRedirect(newsroomHref(locale));
  const number = parsePageSegment(page);
  if (!number) notFound();
  return <NewsroomListing locale={locale} page={number} />;
}

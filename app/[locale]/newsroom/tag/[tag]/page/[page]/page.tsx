import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { newsroomHref, parsePageSegment } from '@/components/newsroom/newsroom-links';
import { NewsroomListing, newsroomMetadata } from '@/components/newsroom/newsroom-listing';
import { normalizeTag } from '@/lib/articles/hashtags';
import { routing } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/newsroom/tag/[tag]/page/[page]'>;

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

function query({ tag, page }: { tag: string; page: string }) {
  const number = parsePageSegment(page);
  return normalizeTag(tag) === tag && number ? { tag, page: number } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, ...rest } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const valid = query(rest);
  return valid ? newsroomMetadata({ locale, ...valid }) : notFoundMetadata(locale);
}

export default async function NewsroomTagPageN({ params }: Props) {
  const { locale, ...rest } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  if (rest.page === '1') permanentRedirect(newsroomHref(locale, { tag: rest.tag }));
  const valid = query(rest);
  if (!valid) notFound();
  return <NewsroomListing locale={locale} {...valid} />;
}

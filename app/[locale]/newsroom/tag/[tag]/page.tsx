import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NewsroomListing, newsroomMetadata } from '@/components/newsroom/newsroom-listing';
import { normalizeTag } from '@/lib/articles/hashtags';
import { routing } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/newsroom/tag/[tag]'>;

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The tag of the path when it is in canonical form (lower case, no '#'), else undefined. */
function canonicalTag(tag: string): string | undefined {
  return normalizeTag(tag) === tag ? tag : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tag } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const canonical = canonicalTag(tag);
  return canonical
    ? newsroomMetadata({ locale, page: 1, tag: canonical })
    : notFoundMetadata(locale);
}

export default async function NewsroomTagPage({ params }: Props) {
  const { locale, tag } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const canonical = canonicalTag(tag);
  if (!canonical) notFound();
  return <NewsroomListing locale={locale} page={1} tag={canonical} />;
}

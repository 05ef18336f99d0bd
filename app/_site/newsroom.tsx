import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { newsroomHref, parsePageSegment } from '@/lib/seo/addresses';
import { NewsroomListing, newsroomMetadata } from '@/components/newsroom/newsroom-listing';
import { normalizeTag } from '@/lib/articles/hashtags';
import type { Locale } from '@/lib/i18n/routing';
import { notFoundMetadata } from '@/lib/seo/metadata';

/** The path segments of a newsroom listing: /newsroom[/tag/{tag}][/page/{page}]. */
export interface ListingSegments {
  tag?: string;
  page?: string;
}

/**
 * A tag segment as written: Next hands over a segment with letters outside ASCII still
 * percent-encoded (`/ru/newsroom/tag/дизайн`). A tag has no '%' of its own, so decoding once is
 * exact; null for a segment that is not valid percent-encoding.
 */
function decodedTag(tag: string | undefined): string | undefined | null {
  if (tag === undefined) return undefined;
  try {
    return decodeURIComponent(tag);
  } catch {
    return null;
  }
}

/**
 * The listing the segments name, or undefined when they name none: a tag not in canonical
 * form (lower case, no '#'), a page number that is not one (page 1 has no segment).
 */
function listing(segments: ListingSegments): { tag?: string; page: number } | undefined {
  const { page } = segments;
  const tag = decodedTag(segments.tag);
  if (tag === null || (tag !== undefined && normalizeTag(tag) !== tag)) return undefined;
  const number = page === undefined ? 1 : parsePageSegment(page);
  return number ? { ...(tag === undefined ? {} : { tag }), page: number } : undefined;
}

export async function listingMetadata(
  locale: Locale,
  segments: ListingSegments = {},
): Promise<Metadata> {
  const valid = listing(segments);
  return valid ? newsroomMetadata({ locale, ...valid }) : notFoundMetadata(locale);
}

/**
 * What a listing route of one language exports: its metadata and its page, whatever segments
 * its path has (`/newsroom/page/[page]`, `/newsroom/tag/[tag]`, both).
 */
export function listingRoute(locale: Locale) {
  type Props = { params: Promise<ListingSegments> };
  return {
    generateMetadata: async ({ params }: Props) => listingMetadata(locale, await params),
    Page: async ({ params }: Props) => <ListingPage locale={locale} segments={await params} />,
  };
}

/**
 * A newsroom listing, rendered on its first request (not at build time: the store or the
 * provider is not the build's business), then served from the cache until an article changes.
 */
export function ListingPage({
  locale,
  segments = {},
}: {
  locale: Locale;
  segments?: ListingSegments;
}) {
  setRequestLocale(locale);
  // Page 1 lives at the address without a page segment.
  if (segments.page === '1') {
    permanentRedirect(newsroomHref(locale, { tag: decodedTag(segments.tag) ?? undefined }));
  }
  const valid = listing(segments);
  if (!valid) notFound();
  return <NewsroomListing locale={locale} {...valid} />;
}

import { bannerUrl } from '@/lib/articles/config';
import { config } from '@/lib/env';
import type { Banner } from '@/lib/articles/schemas';
import { responsiveImageProps } from '@/lib/images/responsive';
import { BannerImage, type FallbackImage } from './banner-image.client';

export const DEFAULT_BANNER = '/images/default-banner.webp';

interface ArticleBannerProps {
  banner: Banner;
  /** Where the picture is, when not at the provider's `banner.path`. */
  src?: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** The optimiser's widths worth offering for `sizes` (see responsiveImageProps). */
  widths: readonly number[];
  className?: string;
  /**
   * How soon the picture is wanted: `lcp` (the page's main picture: preloaded, high priority),
   * `first` (a listing's first picture, the largest in a phone's first screen: requested at
   * once, high priority), `first-row` (the rest of the first row: requested at once) or `lazy`
   * (further down: only when scrolled near).
   */
  urgency?: BannerUrgency;
}

export type BannerUrgency = 'lcp' | 'first' | 'first-row' | 'lazy';

const URGENCY = {
  lcp: { priority: true },
  first: { loading: 'eager', fetchPriority: 'high' },
  'first-row': { loading: 'eager' },
  lazy: { loading: 'lazy' },
} as const;

// One fallback per layout, the same object for every card: the RSC payload sends it once and
// refers to it from the other cards.
const fallbacks = new Map<string, FallbackImage>();

function fallbackFor(width: number, height: number, sizes: string, widths: readonly number[]) {
  const key = `${width}×${height} ${sizes} ${widths.join()}`;
  let fallback = fallbacks.get(key);
  if (!fallback) {
    const { src, srcSet } = responsiveImageProps(
      { src: DEFAULT_BANNER, alt: '', width, height, sizes },
      widths,
    );
    fallback = { src, srcSet };
    fallbacks.set(key, fallback);
  }
  return fallback;
}

/** An article's banner through the image optimiser, with the default picture as fallback. */
export function ArticleBanner({
  banner,
  src: givenSrc,
  alt,
  width,
  height,
  sizes,
  widths,
  className,
  urgency = 'lazy',
}: ArticleBannerProps) {
  const src = givenSrc ?? bannerUrl(banner.path, config().providerUrl) ?? DEFAULT_BANNER;
  const image = {
    ...responsiveImageProps(
      {
        src,
        alt,
        width,
        height,
        sizes,
        ...URGENCY[urgency],
      },
      widths,
    ),
    className,
  };
  return (
    <BannerImage
      image={image}
      fallback={fallbackFor(width, height, sizes, widths)}
      missing={src === DEFAULT_BANNER}
    />
  );
}

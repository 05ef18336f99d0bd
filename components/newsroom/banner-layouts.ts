import type { ImageLayout } from '@/components/ui/optimised-image.client';

export const DEFAULT_BANNER = '/images/default-banner.webp';

/** A layout for banners: the default picture stands in for a missing or broken one. */
export type BannerLayout = ImageLayout & { fallback: string };

/** The places banners are drawn; each object is sent once per page, whatever the banners. */
export const BANNER_LAYOUTS = {
  // At most 400 px wide on a desktop and the width of a phone: 1× and 2× of both.
  card: {
    width: 550,
    height: 490,
    sizes: '(max-width: 719px) calc(100vw - 40px), (max-width: 1099px) 50vw, 400px',
    widths: [384, 640, 768, 1080],
    fallback: DEFAULT_BANNER,
  },
  article: {
    width: 1100,
    height: 619,
    sizes: '(max-width: 1180px) calc(100vw - 40px), 1100px',
    widths: [640, 768, 1080, 1440, 1920],
    fallback: DEFAULT_BANNER,
  },
} satisfies Record<string, BannerLayout>;

/**
 * How soon a banner is wanted: `lcp` (the page's main picture: high priority), `first` (a
 * listing's first picture, the largest in a phone's first screen: requested at once, high
 * priority), `first-row` (the rest of the first row: requested at once) or `lazy` (further
 * down: only when scrolled near).
 */
export type BannerUrgency = 'lcp' | 'first' | 'first-row' | 'lazy';

export const URGENCY = {
  lcp: { fetchPriority: 'high' },
  first: { loading: 'eager', fetchPriority: 'high' },
  'first-row': { loading: 'eager' },
  lazy: { loading: 'lazy' },
} as const;

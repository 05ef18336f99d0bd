/** The default banner: shown for an article without one, or whose picture cannot be loaded. */
export const DEFAULT_BANNER = '/images/default-banner.webp';

/** How pictures are drawn in one place of the layout. */
export interface ImageLayout {
  width: number;
  height: number;
  sizes: string;
  /** The optimiser's widths worth offering for `sizes`, ascending (each one of next.config's). */
  widths: readonly number[];
  /** A picture shown instead when one is missing or cannot be loaded. */
  fallback?: string;
}

/**
 * Every place the public pages draw a picture through the optimiser, by name: a page's payload
 * names the place (`"project"`) instead of carrying its sizes with each picture.
 */
export const IMAGE_LAYOUTS = {
  // A news card: at most 400 px wide on a desktop and the width of a phone; 1× and 2× of both.
  card: {
    width: 550,
    height: 490,
    sizes: '(max-width: 719px) calc(100vw - 40px), (max-width: 1099px) 50vw, 400px',
    widths: [384, 640, 768, 1080],
    fallback: DEFAULT_BANNER,
  },
  // An article's banner, the width of its column.
  article: {
    width: 1100,
    height: 619,
    sizes: '(max-width: 1180px) calc(100vw - 40px), 1100px',
    widths: [640, 768, 1080, 1440, 1920],
    fallback: DEFAULT_BANNER,
  },
  // A project card: two columns up to a laptop, three beyond; 1× and 2× of both.
  project: {
    width: 960,
    height: 720,
    sizes: '(max-width: 719px) calc(50vw - 26px), (max-width: 1099px) 50vw, 400px',
    widths: [384, 640, 768, 1080],
  },
  // A reviewer's photo: 56 px, at 1× and 2×.
  review: { width: 56, height: 56, sizes: '56px', widths: [64, 128] },
} satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

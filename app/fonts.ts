import localFont from 'next/font/local';
import { preload } from 'react-dom';
import { CYRILLIC_FONT } from '@/lib/site';

// Manrope, self-hosted from @fontsource-variable: the Latin subset here, preloaded by every page;
// the Cyrillic one, preloaded by the pages in Russian only, and the metric-matched Arial both
// fall back to, in app/globals.css. `optional`: a page paints at once (its styles are in the
// document, lib/cache/document-styles.mjs) and keeps the face it painted with: Manrope when it
// arrived within the first moment (preloaded, or from the cache on any later page), else the
// metric-matched Arial, instead of moving every line when Manrope arrives (CLS 0.15 on the
// newsroom's first visit on a throttled phone).
export const manrope = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-manrope',
  // Its metric-matched Arial comes after the Cyrillic face (app/globals.css).
  adjustFontFallback: false,
});

/**
 * For a page in Russian: its Cyrillic face fetched with the document, in time for the first paint
 * (`optional` draws a face only if it is there). English pages fetch it only for a Cyrillic
 * letter they happen to draw (a Russian name in an article): its 15 KB kept off a phone's first
 * second, where they slowed an article's banner (LCP 0.1 s later).
 */
export function preloadCyrillicFace() {
  preload(CYRILLIC_FONT, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}

import localFont from 'next/font/local';

// Manrope, self-hosted from @fontsource-variable: the Latin subset, and Cyrillic as a second face
// the browser falls back to per character. Both are preloaded. `optional`: a page paints at once
// (its styles are in the document, lib/cache/document-styles.mjs) and keeps the face it painted
// with: Manrope when it arrived within the first moment (from the cache, on any later page), else
// the metric-matched Arial, instead of moving every line when Manrope arrives (CLS 0.15 on the
// newsroom's first visit on a throttled phone).
export const manrope = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-manrope',
  adjustFontFallback: 'Arial',
});

export const manropeCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-manrope-cyrillic',
  adjustFontFallback: 'Arial',
});

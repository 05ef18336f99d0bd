import localFont from 'next/font/local';

// Manrope, self-hosted from @fontsource-variable: the Latin subset, and Cyrillic as a second face
// the browser falls back to per character. Both are preloaded. `optional`: a page paints at once
// (its styles are in the document, lib/cache/document-styles.mjs) and keeps the face it painted
// with: Manrope when it arrived within the first moment (from the cache, on any later page), else
// the metric-matched Arial, instead of moving every line when Manrope arrives (CLS 0.15 on the
// newsroom's first visit on a throttled phone).
//
// One metric-matched Arial, after both faces: the browser takes each letter from the first family
// in the list that has it, and Arial has Cyrillic. Were it between the two (as `adjustFontFallback`
// on the Latin face puts it), Russian text would be drawn in Arial wherever Arial is installed
// (Windows, macOS), never in Manrope. The Cyrillic face's Arial serves Latin text too: its
// metrics are Manrope's within 0.2 %.
export const manrope = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-manrope',
  adjustFontFallback: false,
});

export const manropeCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  display: 'optional',
  variable: '--font-manrope-cyrillic',
  adjustFontFallback: 'Arial',
});

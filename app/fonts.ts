import localFont from 'next/font/local';

// Manrope, self-hosted from @fontsource-variable: the Latin subset, and Cyrillic as a second face
// the browser falls back to per character. Both are preloaded so Russian pages do not shift.
export const manrope = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope',
  adjustFontFallback: 'Arial',
});

export const manropeCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-cyrillic',
  adjustFontFallback: 'Arial',
});

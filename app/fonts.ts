import localFont from 'next/font/local';

// Manrope, self-hosted from @fontsource-variable. The Latin subset is preloaded; Cyrillic is a
// second face the browser falls back to per character, fetched only by pages that use it.
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
  preload: false,
  adjustFontFallback: 'Arial',
});

/**
 * Text colours, fonts and sizes the article editor offers. The values are what ends up in the
 * article's inline styles, so each one must pass the site's sanitiser allow-list.
 */
import { crmT } from './i18n';

export interface PaletteColor {
  /** Russian colour name (catalogue `colors.*`), shown to staff as `editor.colorName`. */
  name: string;
  /** Lowercase #rrggbb. */
  value: string;
}

/** Columns of the swatch grid: one per hue (the first row holds the neutrals). */
export const PALETTE_COLUMNS = 7;

/**
 * 35 swatches, row by row: neutrals from black to white, then dark, base, bright and light
 * shades of red, orange, yellow, green, teal, blue and purple.
 */
export const PALETTE: readonly PaletteColor[] = [
  { name: crmT('colors.black'), value: '#000000' },
  { name: crmT('colors.graphite'), value: '#262626' },
  { name: crmT('colors.darkGrey'), value: '#434343' },
  { name: crmT('colors.grey'), value: '#666666' },
  { name: crmT('colors.lightGrey'), value: '#999999' },
  { name: crmT('colors.silver'), value: '#cccccc' },
  { name: crmT('colors.white'), value: '#ffffff' },

  { name: crmT('colors.darkRed'), value: '#7f1d1d' },
  { name: crmT('colors.darkOrange'), value: '#7c2d12' },
  { name: crmT('colors.brown'), value: '#713f12' },
  { name: crmT('colors.darkGreen'), value: '#14532d' },
  { name: crmT('colors.darkTeal'), value: '#134e4a' },
  { name: crmT('colors.darkBlue'), value: '#1e3a8a' },
  { name: crmT('colors.darkPurple'), value: '#581c87' },

  { name: crmT('colors.red'), value: '#b91c1c' },
  { name: crmT('colors.orange'), value: '#c2410c' },
  { name: crmT('colors.mustard'), value: '#a16207' },
  { name: crmT('colors.green'), value: '#15803d' },
  { name: crmT('colors.teal'), value: '#0f766e' },
  { name: crmT('colors.blue'), value: '#1d4ed8' },
  { name: crmT('colors.purple'), value: '#7e22ce' },

  { name: crmT('colors.brightRed'), value: '#ef4444' },
  { name: crmT('colors.brightOrange'), value: '#f97316' },
  { name: crmT('colors.yellow'), value: '#eab308' },
  { name: crmT('colors.brightGreen'), value: '#22c55e' },
  { name: crmT('colors.brightTeal'), value: '#14b8a6' },
  { name: crmT('colors.skyBlue'), value: '#3b82f6' },
  { name: crmT('colors.lilac'), value: '#a855f7' },

  { name: crmT('colors.lightRed'), value: '#fca5a5' },
  { name: crmT('colors.peach'), value: '#fdba74' },
  { name: crmT('colors.lightYellow'), value: '#fde047' },
  { name: crmT('colors.lightGreen'), value: '#86efac' },
  { name: crmT('colors.lightTeal'), value: '#5eead4' },
  { name: crmT('colors.lightBlue'), value: '#93c5fd' },
  { name: crmT('colors.lavender'), value: '#d8b4fe' },
];

/** FontFamily values (must match the sanitiser's /^[\w\s,'"-]{1,80}$/). */
export const FONT_FAMILIES = {
  serif: "Georgia, 'Times New Roman', serif",
  monospace: 'ui-monospace, Menlo, Consolas, monospace',
} as const;

export type FontChoice = 'default' | keyof typeof FONT_FAMILIES;

/** FontSize values (lib/articles/sanitize.ts must allow them: see its test); normal = none. */
export const FONT_SIZES = {
  small: '0.875em',
  large: '1.375em',
  huge: '1.875em',
} as const;

export type SizeChoice = 'normal' | keyof typeof FONT_SIZES;

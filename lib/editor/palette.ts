/**
 * Text colours, fonts and sizes the article editor offers. The values are what ends up in the
 * article's inline styles, so each one must pass the site's sanitiser allow-list. Isomorphic:
 * the editor (browser) and the sanitiser's tests (server) share it.
 */
import type { crmMessages } from '@/lib/i18n/crm';

export interface PaletteColor {
  /** The colour's name in the CRM's catalogue (`colors.*`), shown to staff. */
  name: keyof (typeof crmMessages)['colors'];
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
  { name: 'black', value: '#000000' },
  { name: 'graphite', value: '#262626' },
  { name: 'darkGrey', value: '#434343' },
  { name: 'grey', value: '#666666' },
  { name: 'lightGrey', value: '#999999' },
  { name: 'silver', value: '#cccccc' },
  { name: 'white', value: '#ffffff' },

  { name: 'darkRed', value: '#7f1d1d' },
  { name: 'darkOrange', value: '#7c2d12' },
  { name: 'brown', value: '#713f12' },
  { name: 'darkGreen', value: '#14532d' },
  { name: 'darkTeal', value: '#134e4a' },
  { name: 'darkBlue', value: '#1e3a8a' },
  { name: 'darkPurple', value: '#581c87' },

  { name: 'red', value: '#b91c1c' },
  { name: 'orange', value: '#c2410c' },
  { name: 'mustard', value: '#a16207' },
  { name: 'green', value: '#15803d' },
  { name: 'teal', value: '#0f766e' },
  { name: 'blue', value: '#1d4ed8' },
  { name: 'purple', value: '#7e22ce' },

  { name: 'brightRed', value: '#ef4444' },
  { name: 'brightOrange', value: '#f97316' },
  { name: 'yellow', value: '#eab308' },
  { name: 'brightGreen', value: '#22c55e' },
  { name: 'brightTeal', value: '#14b8a6' },
  { name: 'skyBlue', value: '#3b82f6' },
  { name: 'lilac', value: '#a855f7' },

  { name: 'lightRed', value: '#fca5a5' },
  { name: 'peach', value: '#fdba74' },
  { name: 'lightYellow', value: '#fde047' },
  { name: 'lightGreen', value: '#86efac' },
  { name: 'lightTeal', value: '#5eead4' },
  { name: 'lightBlue', value: '#93c5fd' },
  { name: 'lavender', value: '#d8b4fe' },
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

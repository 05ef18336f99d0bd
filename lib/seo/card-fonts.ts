import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CARD_FONT_FAMILY, CARD_FONT_SUBSETS, parseUnicodeRanges } from './social-card';

/**
 * Manrope for the social card, in the woff files the image renderer reads (it reads no woff2):
 * every subset the package has, in the card's two weights. Read from the package at run time
 * (next.config.ts traces them into the standalone server), once per process.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'manrope');
const SUBSETS = CARD_FONT_SUBSETS;
const WEIGHTS = [600, 800] as const;

export type CardFont = { name: string; data: Buffer; weight: 600 | 800; style: 'normal' };
export type CardFonts = { fonts: CardFont[]; ranges: Array<[number, number]> };

export { CARD_FONT_FAMILY };

async function load(): Promise<CardFonts> {
  const fonts = await Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        name: `Manrope ${subset}`,
        data: await readFile(
          path.join(FONT_DIR, 'files', `manrope-${subset}-${weight}-normal.woff`),
        ),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  const unicode = JSON.parse(await readFile(path.join(FONT_DIR, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const ranges = SUBSETS.flatMap((subset) => parseUnicodeRanges(unicode[subset] ?? ''));
  return { fonts, ranges };
}

let loading: Promise<CardFonts> | undefined;

/** The card's fonts and the characters they draw; a failed read is tried again next time. */
export function cardFonts(): Promise<CardFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

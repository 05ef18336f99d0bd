import { sharedTitle } from '@/lib/articles/summary';

/** Manrope's subsets in @fontsource/manrope, each drawn as a family of its own (card-fonts.ts). */
export const CARD_FONT_SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'vietnamese',
] as const;

/**
 * The font family list the card draws with: one family a subset, since the renderer keeps one
 * font per family and weight, and finds a letter missing from one in the next.
 */
export const CARD_FONT_FAMILY = CARD_FONT_SUBSETS.map((subset) => `'Manrope ${subset}'`).join(', ');

/** The social card's size: what Open Graph and X show as a large image (1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The width the title may take on the card: its width less the side margins. */
export const CARD_TITLE_WIDTH = 1040;

/** The sizes a title may take, largest first, each with the lines it may fill at that size. */
export const CARD_TITLE_SIZES: ReadonlyArray<{ fontSize: number; maxLines: number }> = [
  { fontSize: 92, maxLines: 2 },
  { fontSize: 78, maxLines: 2 },
  { fontSize: 68, maxLines: 3 },
  { fontSize: 58, maxLines: 4 },
  { fontSize: 50, maxLines: 5 },
];

export type CardTitle = { text: string; fontSize: number; maxLines: number };

/**
 * Advance widths of Manrope ExtraBold in ems, by kind of letter: near enough to choose a size
 * (the card clamps its title to the lines chosen, so a misjudged title is cut, never spilled).
 */
function charWidth(char: string): number {
  if (char === ' ') return 0.24;
  if (/[iljI.,:;!'’|]/.test(char)) return 0.3;
  if (/[frt()[\]\-‐–"“”«»/]/.test(char)) return 0.42;
  if (/[mwMWшщжюыШЩЖЮЫФф]/.test(char)) return 0.9;
  if (/[A-ZА-ЯЁ%&@]/.test(char)) return 0.72;
  if (/[0-9]/.test(char)) return 0.62;
  if (/[а-яё]/.test(char)) return 0.6;
  return 0.58;
}

/** How wide `text` is at `fontSize`, in pixels, as near as `charWidth` knows. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return ems * fontSize;
}

/** The lines `text` wraps to at `fontSize` in `width`: words, each too long a word split. */
export function wrapLines(text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (textWidth(rest, fontSize) > width) {
      let cut = 1;
      while (cut < rest.length && textWidth(rest.slice(0, cut + 1), fontSize) <= width) cut++;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The title as the card shows it: the largest size at which it fits its lines, else the
 * smallest size with the title cut after its last whole word that fits, and an ellipsis.
 */
export function fitCardTitle(title: string, width = CARD_TITLE_WIDTH): CardTitle {
  const text = title.replace(/\s+/g, ' ').trim();
  for (const size of CARD_TITLE_SIZES) {
    if (wrapLines(text, size.fontSize, width).length <= size.maxLines) return { text, ...size };
  }
  const smallest = CARD_TITLE_SIZES[CARD_TITLE_SIZES.length - 1]!;
  const words = text.split(' ');
  let shown = words.length;
  const fits = (count: number) =>
    wrapLines(`${words.slice(0, count).join(' ')}…`, smallest.fontSize, width).length <=
    smallest.maxLines;
  while (shown > 1 && !fits(shown)) shown--;
  let clamped = `${words.slice(0, shown).join(' ')}…`;
  // One word longer than the whole card: cut it where the lines end.
  if (!fits(shown)) {
    clamped = wrapLines(clamped, smallest.fontSize, width)
      .slice(0, smallest.maxLines)
      .join('')
      .slice(0, -1)
      .concat('…');
  }
  return { text: clamped, ...smallest };
}

/**
 * A short token of what an article's card shows, for its address (`?v=`): crawlers keep an
 * image by its address, so a card whose title (its social title, when it has one), author or
 * date changed gets a new one.
 */
export function articleCardVersion(article: {
  title: string;
  social_title?: string;
  author_name: string;
  date: string;
}): string {
  return cardVersion([sharedTitle(article), article.author_name, article.date]);
}

/** FNV-1a (32 bits) of the parts, in base 36. */
export function cardVersion(parts: ReadonlyArray<string>): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Code point ranges, inclusive, from a CSS `unicode-range` list ('U+0400-045F,U+2116'). */
export function parseUnicodeRanges(list: string): Array<[number, number]> {
  return list.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return [];
    const start = parseInt(match[1]!, 16);
    return [[start, match[2] ? parseInt(match[2], 16) : start] as [number, number]];
  });
}

/**
 * `text` with only the characters the card's fonts draw. The image renderer fetches a font
 * from the internet for any other (an emoji, a Chinese word): the card never sends an article's
 * text anywhere, and a card never waits on a network it may not have.
 */
export function drawableText(text: string, ranges: ReadonlyArray<[number, number]>): string {
  let kept = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (ranges.some(([start, end]) => code >= start && code <= end)) kept += char;
  }
  return kept
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

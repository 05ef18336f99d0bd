/**
 * Colour contrast as WCAG 2 defines it, for text the site draws on a colour staff choose (a
 * review's circle with initials): the public page and the CRM's preview both ask here.
 */

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

/** The relative luminance of a `#rrggbb` colour (0 black … 1 white); null for anything else. */
export function relativeLuminance(color: string): number | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21; null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White, the site's dark text colour, then black: the first that reads on a given colour. */
export const INITIALS_COLORS = ['#ffffff', '#151728', '#000000'] as const;

/**
 * The colour of text drawn on `background`: white while it reaches WCAG AA there (the site's
 * look), else the site's dark text, else black. One of white and black always reaches it, so
 * every colour staff can pick stays readable; an unreadable code gets white (the form refuses it).
 */
export function textColorOn(background: string): (typeof INITIALS_COLORS)[number] {
  for (const candidate of INITIALS_COLORS) {
    if ((contrastRatio(candidate, background) ?? 0) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return INITIALS_COLORS[0];
}

/**
 * The address of a picture at one width through Next's image optimiser (`/_next/image`, quality
 * 75: next.config has no other), as next/image's default loader writes it. Small enough for
 * the browser: a banner's client component builds its srcset from the picture's own address,
 * so that the RSC payload carries that address once instead of every width's.
 * responsive.test.ts pins it to next/image's own output.
 */
export function optimiserAddress(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

/** `src` (the widest) and `srcSet` (each of `widths`, ascending) through the optimiser. */
export function optimiserSources(src: string, widths: readonly number[]) {
  return {
    src: optimiserAddress(src, widths[widths.length - 1]!),
    srcSet: widths.map((width) => `${optimiserAddress(src, width)} ${width}w`).join(', '),
  };
}

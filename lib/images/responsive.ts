import { getImageProps, type ImageProps } from 'next/image';

/**
 * getImageProps with the srcset cut down to `widths` (each one of next.config's image sizes, so
 * the optimiser serves it). The optimiser lists every configured size that could apply, eight
 * or more per picture: each costs about 60 bytes in the HTML and again in the RSC payload, for a
 * width no device needs once `sizes` caps how wide the picture is drawn.
 */
export function responsiveImageProps(props: ImageProps, widths: readonly number[]) {
  const result = getImageProps(props).props;
  // Only width descriptors (`640w`) are chosen among; a fixed-size picture's `1x, 2x` stays.
  if (result.srcSet && / \d+w(,|$)/.test(result.srcSet)) {
    result.srcSet = result.srcSet
      .split(', ')
      .filter((candidate) => widths.includes(Number(/ (\d+)w$/.exec(candidate)?.[1])))
      .join(', ');
  }
  return result;
}

'use client';
/* eslint-disable @next/next/no-img-element, jsx-a11y/alt-text -- props come from getImageProps */

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type ImageProps = ImgHTMLAttributes<HTMLImageElement>;

/** The default picture's addresses; the rest (alt, size, class) is the banner's. */
export type FallbackImage = Pick<ImageProps, 'src' | 'srcSet'>;

/**
 * An optimised banner (props from next/image's getImageProps on the server) that switches to
 * the default picture when the provider's image cannot be loaded.
 */
export function BannerImage({
  image,
  fallback,
  missing,
}: {
  image: ImageProps;
  fallback: FallbackImage;
  /** The article has no banner: the default picture from the start. */
  missing: boolean;
}) {
  const [failed, setFailed] = useState(missing);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
  }, []);

  const props = failed ? { ...image, ...fallback } : image;
  return (
    <img
      {...props}
      ref={ref}
      data-fallback={failed || undefined}
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}

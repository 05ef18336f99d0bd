'use client';
/* eslint-disable @next/next/no-img-element, jsx-a11y/alt-text -- props come from getImageProps */

import { useState, type ImgHTMLAttributes } from 'react';

type ImageProps = ImgHTMLAttributes<HTMLImageElement>;

/**
 * An optimised banner (props from next/image's getImageProps on the server) that switches to
 * the default picture when the provider's image cannot be loaded.
 */
export function BannerImage({
  image,
  fallback,
}: {
  image: ImageProps | null;
  fallback: ImageProps;
}) {
  const [failed, setFailed] = useState(image === null);
  const props = failed ? fallback : image;
  return (
    <img
      {...props}
      data-fallback={failed || undefined}
      onError={failed ? undefined : () => setFailed(true)}
    />
  );
}

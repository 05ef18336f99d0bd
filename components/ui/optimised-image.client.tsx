'use client';
/* eslint-disable @next/next/no-img-element -- the optimiser's addresses are built below */

import { useEffect, useRef, useState } from 'react';
import { optimiserSources } from '@/lib/images/optimiser-address';
import { IMAGE_LAYOUTS, type ImageLayout, type ImageLayoutName } from './image-layouts';

/**
 * A picture through the image optimiser, its srcset built here from its address and the name
 * of its place: the RSC payload (and the portfolio's JSON) carry those two instead of an
 * address per width. With a fallback in its layout, a picture that cannot be loaded gives way
 * to it.
 */
export function OptimisedImage({
  src,
  alt,
  layout: place,
  className,
  loading,
  fetchPriority,
}: {
  src: string;
  alt: string;
  /** Where it is drawn (components/ui/image-layouts.ts). */
  layout: ImageLayoutName;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}) {
  const layout: ImageLayout = IMAGE_LAYOUTS[place];
  const { fallback } = layout;
  const [failed, setFailed] = useState(src === fallback);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const element = ref.current;
    if (fallback && element?.complete && element.naturalWidth === 0 && element.currentSrc)
      setFailed(true);
  }, [fallback]);

  return (
    <img
      {...optimiserSources(failed && fallback ? fallback : src, layout.widths)}
      alt={alt}
      sizes={layout.sizes}
      width={layout.width}
      height={layout.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
      style={{ color: 'transparent' }}
      ref={ref}
      data-fallback={failed || undefined}
      onError={failed || !fallback ? undefined : () => setFailed(true)}
    />
  );
}

'use client';
/* eslint-disable @next/next/no-img-element -- the optimiser's addresses are built below */

import { useEffect, useRef, useState } from 'react';
import { optimiserSources } from '@/lib/images/optimiser-address';

/**
 * How a picture is drawn in one place of the layout (a news card, an article's head, a project
 * card): one object per place, the same for every picture there, so that the RSC payload sends
 * it once.
 */
export interface ImageLayout {
  width: number;
  height: number;
  sizes: string;
  /** The optimiser's widths worth offering for `sizes`, ascending. */
  widths: readonly number[];
  /** A picture shown instead when one is missing or cannot be loaded. */
  fallback?: string;
}

/**
 * A picture through the image optimiser, its srcset built here from its address: the RSC
 * payload (and the portfolio's JSON) carry one address instead of one per width. With a
 * fallback in its layout, a picture that cannot be loaded gives way to it.
 */
export function OptimisedImage({
  src,
  alt,
  layout,
  className,
  loading,
  fetchPriority,
}: {
  src: string;
  alt: string;
  layout: ImageLayout;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}) {
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

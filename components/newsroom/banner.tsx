import { bannerUrl } from '@/lib/articles/config';
import { config } from '@/lib/env';
import type { Banner } from '@/lib/articles/schemas';
import { OptimisedImage } from '@/components/ui/optimised-image.client';
import { URGENCY, type BannerLayout, type BannerUrgency } from './banner-layouts';

/** Where an article's banner is: at the provider's `banner.path`, else the default picture. */
export function bannerSrc(banner: Banner, layout: BannerLayout): string {
  return bannerUrl(banner.path, config().providerUrl) ?? layout.fallback;
}

/** An article's banner through the image optimiser, with the default picture as fallback. */
export function ArticleBanner({
  banner,
  src,
  alt,
  layout,
  className,
  urgency = 'lazy',
}: {
  banner: Banner;
  /** Where the picture is, when not at the provider's `banner.path`. */
  src?: string;
  alt: string;
  /** Where it is drawn: one of BANNER_LAYOUTS. */
  layout: BannerLayout;
  className?: string;
  urgency?: BannerUrgency;
}) {
  return (
    <OptimisedImage
      src={src ?? bannerSrc(banner, layout)}
      alt={alt}
      layout={layout}
      className={className}
      {...URGENCY[urgency]}
    />
  );
}

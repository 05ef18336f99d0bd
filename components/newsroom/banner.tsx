import { bannerUrl } from '@/lib/articles/config';
import { config } from '@/lib/env';
import type { Banner } from '@/lib/articles/schemas';
import { DEFAULT_BANNER } from '@/components/ui/image-layouts';
import { OptimisedImage } from '@/components/ui/optimised-image.client';
import { URGENCY, type BannerUrgency } from './banner-urgency';

/** Where an article's banner is: at the provider's `banner.path`, else the default picture. */
export function bannerSrc(banner: Banner): string {
  return bannerUrl(banner.path, config().providerUrl) ?? DEFAULT_BANNER;
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
  /** Where it is drawn. */
  layout: 'card' | 'article';
  className?: string;
  urgency?: BannerUrgency;
}) {
  return (
    <OptimisedImage
      src={src ?? bannerSrc(banner)}
      alt={alt}
      layout={layout}
      className={className}
      {...URGENCY[urgency]}
    />
  );
}

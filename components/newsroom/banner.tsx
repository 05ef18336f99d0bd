import { getImageProps } from 'next/image';
import { bannerUrl } from '@/lib/articles/config';
import { config } from '@/lib/env';
import type { Banner } from '@/lib/articles/schemas';
import { BannerImage } from './banner-image.client';

export const DEFAULT_BANNER = '/images/default-banner.webp';

interface ArticleBannerProps {
  banner: Banner;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  priority?: boolean;
}

/** An article's banner through the image optimiser, with the default picture as fallback. */
export function ArticleBanner({
  banner,
  alt,
  width,
  height,
  sizes,
  className,
  priority,
}: ArticleBannerProps) {
  const src = bannerUrl(banner.path, config().providerUrl);
  const common = {
    alt,
    width,
    height,
    sizes,
    ...(priority ? { priority: true } : { loading: 'lazy' as const }),
  };
  const image = src ? { ...getImageProps({ ...common, src }).props, className } : null;
  const fallback = { ...getImageProps({ ...common, src: DEFAULT_BANNER }).props, className };
  return <BannerImage image={image} fallback={fallback} />;
}

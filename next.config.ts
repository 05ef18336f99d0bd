import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 768, 1080, 1440, 1920],
    imageSizes: [64, 96, 128, 256, 384],
  },
  experimental: {
    // Critical CSS in the HTML instead of render-blocking stylesheet requests.
    inlineCss: true,
  },
};

export default withNextIntl(nextConfig);

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readConfig } from './lib/env';
import { exitOnInvalidEnvironment } from './lib/env.schema';
import { providerImages } from './lib/images/provider-images';
import { policyOptions, securityHeaderRoutes } from './lib/security/headers';

// `next build` and `next start` load this file before serving anything: a malformed variable
// stops them here, with a list of what is expected.
exitOnInvalidEnvironment();

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const settings = readConfig(process.env);

const nextConfig: NextConfig = {
  // The site's address as this build knows it ('' for a local build): the server holds its
  // start to it (lib/env.ts, `siteAddress`).
  // The provider as this build knows it ('' for the embedded one): a start naming another stops
  // (lib/env.schema.ts, `providerProblem`); one naming none uses it.
  env: {
    BUILD_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL?.trim() ?? '',
    BUILD_API_URL: process.env.NEXT_PUBLIC_API_URL?.trim() ?? '',
  },
  // `npm run build:standalone`: a self-contained server in .next/standalone (README, Deploying).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The sample newsroom is read at start-up, and the social card's fonts when it is drawn
  // (lib/seo/card-fonts.ts), not imported: the standalone server needs them too. Local
  // databases and test services are never part of a deployment.
  outputFileTracingIncludes: {
    '*': [
      './lib/articles/seed/**/*',
      './node_modules/@fontsource/manrope/files/*-{600,800}-normal.woff',
      './node_modules/@fontsource/manrope/unicode.json',
    ],
  },
  outputFileTracingExcludes: { '*': ['./data/**/*', './.tmp/**/*'] },
  // The test command type-checks once (`npm run typecheck`) before it builds, and says so with
  // LUMEN_BUILD_SKIP_TYPECHECK=1; every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.LUMEN_BUILD_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes the whole body of every response for its ETag (measured: 14% of the server's
  // time on /ru). Pages carry Cache-Control for CDNs and browsers instead.
  generateEtags: false,
  serverExternalPackages: ['better-sqlite3', 'pg', 'redis'],
  // Pages and data are cached in memory only, bounded, and never for URLs that answer 404
  // (lib/cache/handler.mjs).
  cacheHandler: require.resolve('./lib/cache/handler.mjs'),
  cacheMaxMemorySize: 128 * 1024 * 1024,
  images: {
    // Optimised images are cached by the cache handler, in memory (lib/cache/image-cache.mjs).
    customCacheHandler: true,
    // WebP only: AVIF took six times the CPU per picture (0.4–0.5 s at 768 px on two cores) for
    // a fifth fewer bytes, paid again by every instance, whose cache is its memory.
    formats: ['image/webp'],
    deviceSizes: [375, 640, 768, 1080, 1440, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    // Only the site's pictures: uploads (/api/images/{hash}.{ext}) and bundled ones
    // (public/images). The optimiser fetches any other local address through the router, and
    // one that redirects (/crm, /en, a trailing slash) became a 500; now it is a 400. No query
    // string either: each would be a new entry in the image cache.
    localPatterns: [
      { pathname: '/api/images/*.{webp,jpg,png}', search: '' },
      { pathname: '/images/**/*.{webp,png,jpg,jpeg}', search: '' },
    ],
  },
  // English lives without a prefix (/policy, app/(en)), the other languages under theirs
  // (/ru/policy, app/ru): each address has a route of its own, with no rewrite on the way.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ];
  },
  async headers() {
    return [
      ...securityHeaderRoutes(policyOptions(settings)),
      // The icon sprite, the logo and the Cyrillic font (lib/site.ts): a changed file gets a new
      // name.
      ...['/icons/:file*', '/fonts/:file*'].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      })),
    ];
  },
  // No experimental.inlineCss: it copies the page's CSS into the RSC payload several times
  // over (measured: landing HTML 285 KB with it, 162 KB without, and a faster first paint).
};

export default async function config(): Promise<NextConfig> {
  // Banners of an external article provider go through the image optimiser too, from its
  // origin only, even when that is a private address (lib/images/provider-images.ts).
  const provider = await providerImages(settings.providerUrl);
  return withNextIntl({ ...nextConfig, images: { ...nextConfig.images, ...provider } });
}

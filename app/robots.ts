import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';

/**
 * Crawlers stay out of the CRM and the provider's calls, but may fetch the article images that
 * the pages' structured data, social cards and feeds name (`/api/images/...`: the longer rule
 * wins, RFC 9309). No `Host:` line: its one reader, Yandex, retired it in 2018 and takes the
 * canonical address from the pages and redirects.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: ['/', '/api/images/'],
        disallow: ['/crm', '/api', '/api_mail'],
      },
    ],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}

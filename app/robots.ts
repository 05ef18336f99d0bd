import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/crm', '/api', '/api_mail'] }],
    host: siteUrl().origin,
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}

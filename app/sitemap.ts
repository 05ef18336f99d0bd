import type { MetadataRoute } from 'next';
import { getAllArticles } from '@/lib/articles';
import { siteUrl } from '@/lib/env';
import { buildSitemap } from '@/lib/seo/sitemap';

// Built per request from cached data, so it changes the moment an article does.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getAllArticles().catch(() => []);
  return buildSitemap(siteUrl(), articles);
}

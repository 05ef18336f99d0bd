import type { MetadataRoute } from 'next';
import { getAllArticles } from '@/lib/articles';
import { siteUrl } from '@/lib/env';
import { buildSitemap } from '@/lib/seo/sitemap';

// Served from the page cache and refreshed with the articles (TAGS.articles, TAGS.sitemap).
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await getAllArticles().catch(() => []);
  return buildSitemap(siteUrl(), articles);
}

import { getAllArticles, ProviderError } from '@/lib/articles';
import { siteUrl } from '@/lib/env';
import { sitemapXml } from '@/lib/seo/sitemap';
import { providerUnavailableResponse, xmlResponse } from '@/lib/seo/xml';

// Served from the page cache and refreshed with the articles (TAGS.articles, TAGS.sitemap).
export const revalidate = 3600;

/** Every public page in both languages, or an index of files for a large newsroom. */
export async function GET() {
  try {
    return xmlResponse(sitemapXml(siteUrl(), await getAllArticles()));
  } catch (error) {
    if (error instanceof ProviderError) return providerUnavailableResponse();
    throw error;
  }
}

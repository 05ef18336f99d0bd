import { getAllArticles, ProviderError } from '@/lib/articles';
import { siteUrl } from '@/lib/env';
import { sitemapPartXml } from '@/lib/seo/sitemap';
import { providerUnavailableResponse, xmlResponse } from '@/lib/seo/xml';

// Files of the sitemap index, rendered on first request, then served from the page cache and
// refreshed with the articles. A file that does not exist is a 404 and is never stored.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const PART = /^([1-9]\d{0,5})\.xml$/;

export async function GET(_request: Request, { params }: RouteContext<'/sitemap/[part]'>) {
  const part = PART.exec((await params).part)?.[1];
  try {
    const xml = part ? sitemapPartXml(siteUrl(), await getAllArticles(), Number(part)) : null;
    if (xml === null) return new Response('Not found\n', { status: 404 });
    return xmlResponse(xml);
  } catch (error) {
    if (error instanceof ProviderError) return providerUnavailableResponse();
    throw error;
  }
}

import { getTranslations } from 'next-intl/server';
import { getAllArticles, getArticle, ProviderError } from '@/lib/articles';
import { buildRssFeed } from '@/lib/articles/feed';
import { config, siteUrl } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { providerUnavailableResponse, xmlResponse } from '@/lib/seo/xml';

// Served from the page cache and refreshed with the articles (TAGS.articles).
export const revalidate = 3600;
const FEED_SIZE = 50;

async function feedXml(origin: string) {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'newsroom' });
  const latest = (await getAllArticles()).slice(0, FEED_SIZE);
  const articles = (await Promise.all(latest.map((item) => getArticle(item.slug)))).filter(
    (article) => article !== null,
  );
  return buildRssFeed(articles, {
    siteUrl: new URL(origin),
    title: t('feedTitle'),
    description: t('feedDescription'),
    language: routing.defaultLocale,
    providerUrl: config().providerUrl,
  });
}

/** RSS 2.0 of the newsroom's newest articles (linked from the newsroom's <head>). */
export async function GET() {
  try {
    return xmlResponse(await feedXml(siteUrl().origin), 'application/rss+xml');
  } catch (error) {
    if (error instanceof ProviderError) return providerUnavailableResponse();
    throw error;
  }
}

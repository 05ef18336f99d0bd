import { getTranslations } from 'next-intl/server';
import { getArticle, getImageFile, getLanguageArticles, ProviderError } from '@/lib/articles';
import { buildRssFeed } from '@/lib/articles/feed';
import type { ImageFile } from '@/lib/articles/source';
import { config, siteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { providerUnavailableResponse, xmlResponse } from '@/lib/seo/xml';

const FEED_SIZE = 50;

async function feedXml(locale: Locale, origin: string) {
  const t = await getTranslations({ locale, namespace: 'newsroom' });
  const latest = (await getLanguageArticles(locale)).slice(0, FEED_SIZE);
  const articles = (await Promise.all(latest.map((item) => getArticle(item.slug)))).filter(
    (article) => article !== null,
  );
  const paths = [...new Set(articles.map((a) => a.banner.path).filter(Boolean))];
  return buildRssFeed(articles, {
    imageFiles: await sizeBanners(paths),
    siteUrl: new URL(origin),
    title: t('feedTitle'),
    description: t('feedDescription'),
    language: locale,
    providerUrl: config().providerUrl,
  });
}

/** Banners sized at most SIZED_AT_ONCE at a time: an external provider is asked for each. */
const SIZED_AT_ONCE = 6;

async function sizeBanners(paths: string[]): Promise<Map<string, ImageFile>> {
  const files = new Map<string, ImageFile>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const file = await getImageFile(path);
      if (file) files.set(path, file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIZED_AT_ONCE, paths.length) }, worker));
  return files;
}

/**
 * RSS 2.0 of one language's newest articles (`/newsroom/feed.xml`, `/ru/newsroom/feed.xml`,
 * linked from that newsroom's <head>).
 */
export function feedRoute(locale: Locale) {
  return async function GET() {
    try {
      return xmlResponse(await feedXml(locale, siteUrl().origin), 'application/rss+xml');
    } catch (error) {
      if (error instanceof ProviderError) return providerUnavailableResponse();
      throw error;
    }
  };
}

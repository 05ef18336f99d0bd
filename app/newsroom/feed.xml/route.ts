import { getTranslations } from 'next-intl/server';
import { getAllArticles, getArticle } from '@/lib/articles';
import { buildRssFeed } from '@/lib/articles/feed';
import { siteUrl } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';
const FEED_SIZE = 20;

/** RSS 2.0 of the newsroom's newest articles (linked from the newsroom's <head>). */
export async function GET() {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: 'newsroom' });
  const latest = (await getAllArticles()).slice(0, FEED_SIZE);
  const articles = (await Promise.all(latest.map((item) => getArticle(item.slug)))).filter(
    (article) => article !== null,
  );
  const xml = buildRssFeed(articles, {
    siteUrl: siteUrl(),
    title: t('feedTitle'),
    description: t('feedDescription'),
    language: routing.defaultLocale,
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}

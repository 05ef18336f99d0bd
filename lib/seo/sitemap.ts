import type { MetadataRoute } from 'next';
import type { ArticleListItem } from '@/lib/articles/schemas';
import { localizePath } from '@/lib/i18n/detect';
import { routing } from '@/lib/i18n/routing';

function entry(siteUrl: URL, path: string, lastModified?: string): MetadataRoute.Sitemap[number] {
  const url = (locale: (typeof routing.locales)[number]) =>
    new URL(localizePath(path, locale), siteUrl).toString();
  return {
    url: url(routing.defaultLocale),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: Object.fromEntries(routing.locales.map((l) => [l, url(l)])) },
  };
}

/** Landing, policy, newsroom and every article, each with its language versions. */
export function buildSitemap(siteUrl: URL, articles: ArticleListItem[]): MetadataRoute.Sitemap {
  const newest = articles[0]?.date;
  return [
    entry(siteUrl, '/'),
    entry(siteUrl, '/policy', '2024-08-19'),
    entry(siteUrl, '/newsroom', newest),
    ...articles.map((article) => entry(siteUrl, `/newsroom/${article.slug}`, article.date)),
  ];
}

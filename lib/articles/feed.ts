import { bannerUrl } from './config';
import type { Article } from './schemas';
import type { ImageFile } from './source';
import { absoluteUrl, articleHref, feedHref, newsroomHref } from '@/lib/seo/addresses';
import { escapeXml } from '@/lib/seo/xml';
import type { Locale } from '@/lib/i18n/routing';
import { excerpt } from './sanitize';

interface FeedOptions {
  siteUrl: URL;
  title: string;
  description: string;
  language: Locale;
  /** The external provider, when banners live there. */
  providerUrl?: string;
  /** Each banner's file by its path: an item's enclosure, left out when unknown. */
  imageFiles?: Map<string, ImageFile>;
}

/** RSS 2.0 of the newest articles of one language, at that language's addresses. */
export function buildRssFeed(
  articles: Article[],
  { siteUrl, title, description, language, providerUrl, imageFiles }: FeedOptions,
) {
  const link = absoluteUrl(newsroomHref(language), siteUrl);
  const self = absoluteUrl(feedHref(language), siteUrl);
  const items = articles.map((article) => {
    const url = absoluteUrl(articleHref(language, article.slug), siteUrl);
    const image = bannerUrl(article.banner.path, providerUrl);
    const file = imageFiles?.get(article.banner.path);
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(article.date).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author_name)}</dc:creator>`,
      `      <description>${escapeXml(excerpt(article.content, 300))}</description>`,
      ...article.hashtags
        .split(/\s+/)
        .filter(Boolean)
        .map((tag) => `      <category>${escapeXml(tag.replace(/^#/, ''))}</category>`),
      ...(image && file
        ? [
            `      <enclosure url="${escapeXml(absoluteUrl(image, siteUrl))}" length="${file.bytes}" type="${escapeXml(file.type)}"/>`,
          ]
        : []),
      '    </item>',
    ].join('\n');
  });
  const updated = articles[0]
    ? new Date(articles[0].date).toUTCString()
    : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${language}</language>`,
    `    <lastBuildDate>${updated}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

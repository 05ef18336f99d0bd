/** @jest-environment node */
import { buildRssFeed } from '@/lib/articles/feed';
import type { Article } from '@/lib/articles/schemas';
import { buildSitemap } from './sitemap';

const site = new URL('https://lumen.agency');
const article: Article = {
  id: 7,
  title: 'Fast & accessible <sites>',
  author_name: 'Maria Sokolova',
  date: '2025-03-04T05:06:07.000Z',
  hashtags: '#web #a11y',
  slug: 'fast-and-accessible-sites',
  banner: { path: 'images/abc.webp', meta_alt: 'alt', meta_title: '' },
  content: '<h2>Why</h2><p>Speed matters.</p>',
};

describe('buildSitemap', () => {
  it('lists landing, policy, newsroom and every article in both languages', () => {
    const map = buildSitemap(site, [article]);
    expect(map.map((e) => e.url)).toEqual([
      'https://lumen.agency/',
      'https://lumen.agency/policy',
      'https://lumen.agency/newsroom',
      'https://lumen.agency/newsroom/fast-and-accessible-sites',
    ]);
    expect(map[3]).toEqual({
      url: 'https://lumen.agency/newsroom/fast-and-accessible-sites',
      lastModified: '2025-03-04T05:06:07.000Z',
      alternates: {
        languages: {
          en: 'https://lumen.agency/newsroom/fast-and-accessible-sites',
          ru: 'https://lumen.agency/ru/newsroom/fast-and-accessible-sites',
        },
      },
    });
    expect(map[2]?.lastModified).toBe(article.date);
  });
});

describe('buildRssFeed', () => {
  it('writes valid, escaped RSS 2.0 items', () => {
    const xml = buildRssFeed([article], {
      siteUrl: site,
      title: 'Lumen Newsroom',
      description: 'News',
      language: 'en',
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Fast &amp; accessible &lt;sites&gt;</title>');
    expect(xml).toContain('<link>https://lumen.agency/newsroom/fast-and-accessible-sites</link>');
    expect(xml).toContain('<pubDate>Tue, 04 Mar 2025 05:06:07 GMT</pubDate>');
    expect(xml).toContain('<description>Why Speed matters.</description>');
    expect(xml).toContain('<category>a11y</category>');
    expect(xml).toContain('<atom:link href="https://lumen.agency/newsroom/feed.xml" rel="self"');
    expect(xml).not.toMatch(/<h2>|<p>/);
  });
});

/** @jest-environment node */
import { buildRssFeed } from '@/lib/articles/feed';
import type { Article } from '@/lib/articles/schemas';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import {
  POLICY_UPDATED,
  SITEMAP_PART_SIZE,
  buildSitemap,
  sitemapPartXml,
  sitemapXml,
} from './sitemap';

const site = new URL('https://lumen.agency');
const article: Article = {
  id: 7,
  title: 'Fast & accessible <sites>',
  author_name: 'Maria Sokolova',
  date: '2025-03-04T05:06:07.000Z',
  hashtags: '#web #a11y',
  slug: 'fast-and-accessible-sites',
  status: 'published',
  banner: { path: 'images/abc.webp', meta_alt: 'alt', meta_title: '' },
  language: 'en',
  translations: [],
  content: '<h2>Why</h2><p>Speed matters.</p>',
};

const FIXED = [
  '/',
  '/ru',
  '/projects',
  '/ru/projects',
  '/policy',
  '/ru/policy',
  '/newsroom',
  '/ru/newsroom',
].map((path) => `https://lumen.agency${path}`);

describe('buildSitemap', () => {
  it('lists landing, portfolio, policy, newsroom in both languages and every article at its own address', () => {
    const map = buildSitemap(site, [article]);
    expect(map.map((e) => e.url)).toEqual([
      ...FIXED,
      'https://lumen.agency/newsroom/fast-and-accessible-sites',
    ]);
    // Each language's version of a fixed page names every version, itself included.
    expect(map[1]).toEqual({
      url: 'https://lumen.agency/ru',
      languages: {
        en: 'https://lumen.agency/',
        ru: 'https://lumen.agency/ru',
        'x-default': 'https://lumen.agency/',
      },
    });
    expect(map[8]).toEqual({
      url: 'https://lumen.agency/newsroom/fast-and-accessible-sites',
      lastModified: '2025-03-04T05:06:07.000Z',
      languages: {
        en: 'https://lumen.agency/newsroom/fast-and-accessible-sites',
        'x-default': 'https://lumen.agency/newsroom/fast-and-accessible-sites',
      },
    });
    // A language's newsroom is as new as its newest article; one without any has no date.
    expect(map[6]?.lastModified).toBe(article.date);
    expect(map[7]?.lastModified).toBeUndefined();
  });

  it('dates an article, and its newsroom, by its last edit when that came after publication', () => {
    const edited = { ...article, updated_at: '2025-05-06T07:08:09.000Z' };
    const map = buildSitemap(site, [edited]);
    expect(map[8]?.lastModified).toBe('2025-05-06T07:08:09.000Z');
    expect(map[6]?.lastModified).toBe('2025-05-06T07:08:09.000Z');
    // An earlier, or unreadable, updated_at leaves the publication date.
    for (const updated_at of ['2020-01-01T00:00:00.000Z', 'yesterday']) {
      expect(buildSitemap(site, [{ ...article, updated_at }])[8]?.lastModified).toBe(article.date);
    }
  });

  it('dates the policy as its text does, in both languages', () => {
    const map = buildSitemap(site, [article]);
    expect(map[4]?.lastModified).toBe(POLICY_UPDATED);
    expect(map[5]?.lastModified).toBe(POLICY_UPDATED);
    const [year, month, day] = POLICY_UPDATED.split('-');
    for (const catalogue of [en, ru]) {
      expect(catalogue.policy.lastUpdate).toContain(`${day}.${month}.${year}`);
    }
  });

  it('lists an article and its translation, each with exactly its published versions', () => {
    const russian: Article = {
      ...article,
      id: 8,
      slug: 'bystrye-sajty',
      language: 'ru',
      translations: [{ id: 7, slug: article.slug, language: 'en', status: 'published' }],
    };
    const english: Article = {
      ...article,
      translations: [{ id: 8, slug: russian.slug, language: 'ru', status: 'published' }],
    };
    const lonely: Article = {
      ...article,
      id: 9,
      slug: 'odinokaya',
      language: 'ru',
      translations: [{ id: 10, slug: 'lonely', language: 'en', status: 'draft' }],
    };
    const [en, ru, alone] = buildSitemap(site, [english, russian, lonely]).slice(8);
    const both = {
      en: 'https://lumen.agency/newsroom/fast-and-accessible-sites',
      ru: 'https://lumen.agency/ru/newsroom/bystrye-sajty',
      'x-default': 'https://lumen.agency/newsroom/fast-and-accessible-sites',
    };
    expect(en).toMatchObject({ url: both.en, languages: both });
    expect(ru).toMatchObject({ url: both.ru, languages: both });
    expect(alone).toMatchObject({
      url: 'https://lumen.agency/ru/newsroom/odinokaya',
      languages: {
        ru: 'https://lumen.agency/ru/newsroom/odinokaya',
        'x-default': 'https://lumen.agency/ru/newsroom/odinokaya',
      },
    });
    expect(Object.keys(alone!.languages)).not.toContain('en');
  });
});

/** `count` articles, newest first, as the provider lists them. */
function newsroom(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    return {
      ...article,
      id: n,
      slug: `article-${n}`,
      date: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString(),
    };
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemapXml', () => {
  it('lists every page with its language versions while the newsroom fits in one file', () => {
    const xml = sitemapXml(site, newsroom(SITEMAP_PART_SIZE));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locs(xml)).toHaveLength(SITEMAP_PART_SIZE + 8);
    // The protocol's elements first, then the alternates (the schema's order).
    expect(xml).toContain(
      '<url>\n<loc>https://lumen.agency/newsroom/article-7</loc>\n' +
        '<lastmod>2020-01-01T07:00:00.000Z</lastmod>\n' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://lumen.agency/newsroom/article-7"/>\n' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://lumen.agency/newsroom/article-7"/>\n</url>',
    );
    expect(sitemapPartXml(site, newsroom(SITEMAP_PART_SIZE), 1)).toBeNull();
  });

  it('becomes an index of bounded files, oldest articles first, past one file', () => {
    const articles = newsroom(2 * SITEMAP_PART_SIZE + 5);
    const index = sitemapXml(site, articles);
    expect(index).toMatch(
      /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(index)).toEqual([
      'https://lumen.agency/sitemap/1.xml',
      'https://lumen.agency/sitemap/2.xml',
      'https://lumen.agency/sitemap/3.xml',
    ]);
    // Each file's lastmod is its newest article's date.
    expect(index).toContain(`<lastmod>${articles[0]!.date}</lastmod>\n</sitemap>\n</sitemapindex>`);

    const first = locs(sitemapPartXml(site, articles, 1)!);
    expect(first.slice(0, 9)).toEqual([...FIXED, 'https://lumen.agency/newsroom/article-1']);
    expect(first).toHaveLength(SITEMAP_PART_SIZE + 8);
    const last = locs(sitemapPartXml(site, articles, 3)!);
    expect(last).toHaveLength(5);
    expect(last.at(-1)).toBe(`https://lumen.agency/newsroom/article-${articles.length}`);
    // Every article is in exactly one file.
    const all = [1, 2, 3].flatMap((part) => locs(sitemapPartXml(site, articles, part)!));
    expect(new Set(all).size).toBe(articles.length + 8);
    expect(sitemapPartXml(site, articles, 4)).toBeNull();
    expect(sitemapPartXml(site, articles, 0)).toBeNull();
  });

  it('lists the fixed pages of an empty newsroom', () => {
    expect(locs(sitemapXml(site, []))).toEqual(FIXED);
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
    expect(xml).toContain('<description>Why. Speed matters.</description>');
    expect(xml).toContain('<category>a11y</category>');
    expect(xml).toContain('<atom:link href="https://lumen.agency/newsroom/feed.xml" rel="self"');
    expect(xml).not.toMatch(/<h2>|<p>/);
    // No enclosure for a banner whose file is unknown: never a length of 0.
    expect(xml).not.toContain('<enclosure');
  });

  it('gives each banner’s enclosure its file’s size and type', () => {
    const xml = buildRssFeed([article], {
      siteUrl: site,
      title: 'Lumen Newsroom',
      description: 'News',
      language: 'en',
      imageFiles: new Map([['images/abc.webp', { bytes: 13774, type: 'image/webp' }]]),
    });
    expect(xml).toContain(
      '<enclosure url="https://lumen.agency/api/images/abc.webp" length="13774" type="image/webp"/>',
    );
  });
});

describe('an external provider’s slug with characters a URL gives meaning to', () => {
  const odd = { ...article, slug: 'c# & 100% / why?' };
  const encoded = 'c%23%20%26%20100%25%20%2F%20why%3F';

  it('is one encoded path segment in the sitemap', () => {
    expect(buildSitemap(site, [odd])[8]).toMatchObject({
      url: `https://lumen.agency/newsroom/${encoded}`,
      languages: { en: `https://lumen.agency/newsroom/${encoded}` },
    });
  });

  it('is one encoded path segment in the feed', () => {
    const xml = buildRssFeed([odd], {
      siteUrl: site,
      title: 'Lumen Newsroom',
      description: 'News',
      language: 'en',
    });
    expect(xml).toContain(`<link>https://lumen.agency/newsroom/${encoded}</link>`);
    expect(xml).toContain(
      `<guid isPermaLink="true">https://lumen.agency/newsroom/${encoded}</guid>`,
    );
  });
});

import type { ArticleListItem } from '@/lib/articles/schemas';
import { isValidSlug } from '@/lib/articles/slug';
import { lastModified, newestModified } from '@/lib/articles/modified';
import { routing, type Locale } from '@/lib/i18n/routing';
import {
  absoluteUrl,
  articleHref,
  homeHref,
  newsroomHref,
  policyHref,
  projectsHref,
  type Href,
} from './addresses';
import { escapeXml } from './xml';

/**
 * Articles per sitemap file. Up to this many, `/sitemap.xml` lists everything itself; beyond
 * it, `/sitemap.xml` is an index of files of this many articles each (`/sitemap/1.xml`, ...),
 * so that no file grows with the newsroom (the protocol's limit is 50,000 addresses a file).
 */
export const SITEMAP_PART_SIZE = 1000;

export interface SitemapEntry {
  url: string;
  lastModified?: string;
  /** The address in each language, for `hreflang` alternates. */
  languages: Record<string, string>;
}

/**
 * A page that exists in every language: one `<url>` for each language's address, each naming
 * all of them (hreflang alternates must be reciprocal, and each version listed in its own
 * right). `lastModified` dates each language's version.
 */
function entries(
  siteUrl: URL,
  href: Href,
  lastModified: (locale: Locale) => string | undefined,
): SitemapEntry[] {
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [l, absoluteUrl(href(l), siteUrl)]),
  );
  languages['x-default'] = languages[routing.defaultLocale]!;
  return routing.locales.map((locale) => {
    const modified = lastModified(locale);
    return {
      url: languages[locale]!,
      ...(modified ? { lastModified: modified } : {}),
      languages,
    };
  });
}

/** An article at its own language's address, with its published translations as alternates. */
function articleEntry(siteUrl: URL, article: ArticleListItem): SitemapEntry {
  const url = absoluteUrl(articleHref(article.language, article.slug), siteUrl);
  const languages: Record<string, string> = { [article.language]: url };
  for (const t of article.translations) {
    if (t.status === 'published' && t.language !== article.language && isValidSlug(t.slug)) {
      languages[t.language] = absoluteUrl(articleHref(t.language, t.slug), siteUrl);
    }
  }
  languages['x-default'] = languages[routing.defaultLocale] ?? url;
  return { url, lastModified: lastModified(article), languages };
}

/** When the policy's text last changed: its page says so too (policy.lastUpdate). */
export const POLICY_UPDATED = '2026-12-02';

/** Landing, portfolio, policy and the newsroom, each in every language. */
function fixedPages(siteUrl: URL, articles: ArticleListItem[]): SitemapEntry[] {
  const never = () => undefined;
  return [
    ...entries(siteUrl, homeHref, never),
    ...entries(siteUrl, projectsHref, never),
    // The date the policy's text says it was last updated (messages, policy.lastUpdate).
    ...entries(siteUrl, policyHref, () => POLICY_UPDATED),
    // A language's newsroom changes with its articles.
    ...entries(siteUrl, newsroomHref, (locale) =>
      newestModified(articles.filter((a) => a.language === locale)),
    ),
  ];
}

/**
 * Articles (newest first, as the provider lists them) split into files from the oldest: a new
 * article changes only the last file, and a file's address keeps meaning the same articles.
 */
function articleParts(articles: ArticleListItem[]): ArticleListItem[][] {
  const oldestFirst = [...articles].reverse();
  const parts: ArticleListItem[][] = [];
  for (let i = 0; i < oldestFirst.length; i += SITEMAP_PART_SIZE) {
    parts.push(oldestFirst.slice(i, i + SITEMAP_PART_SIZE));
  }
  return parts;
}

/** Every public page and every article, each with its language versions. */
export function buildSitemap(siteUrl: URL, articles: ArticleListItem[]): SitemapEntry[] {
  return [
    ...fixedPages(siteUrl, articles),
    ...articles.map((article) => articleEntry(siteUrl, article)),
  ];
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '<url>',
      `<loc>${escapeXml(e.url)}</loc>`,
      // The protocol's own elements first (loc, lastmod), then other namespaces' (its schema).
      ...(e.lastModified ? [`<lastmod>${escapeXml(e.lastModified)}</lastmod>`] : []),
      ...Object.entries(e.languages).map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
      ),
      '</url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function indexXml(siteUrl: URL, parts: ArticleListItem[][]): string {
  const files = parts.map((part, i) => {
    const newest = newestModified(part);
    return [
      '<sitemap>',
      `<loc>${escapeXml(absoluteUrl(sitemapPartPath(i + 1), siteUrl))}</loc>`,
      ...(newest ? [`<lastmod>${escapeXml(newest)}</lastmod>`] : []),
      '</sitemap>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function sitemapPartPath(part: number): string {
  return `/sitemap/${part}.xml`;
}

/** `/sitemap.xml`: every page, or, for a newsroom larger than one file, an index of files. */
export function sitemapXml(siteUrl: URL, articles: ArticleListItem[]): string {
  if (articles.length <= SITEMAP_PART_SIZE) return urlsetXml(buildSitemap(siteUrl, articles));
  return indexXml(siteUrl, articleParts(articles));
}

/**
 * One file of the index (`/sitemap/{part}.xml`, from 1; the first also lists the fixed pages),
 * or null when there is no such file: the newsroom fits in `/sitemap.xml`, or it is past the end.
 */
export function sitemapPartXml(
  siteUrl: URL,
  articles: ArticleListItem[],
  part: number,
): string | null {
  if (articles.length <= SITEMAP_PART_SIZE) return null;
  const items = articleParts(articles)[part - 1];
  if (!items) return null;
  return urlsetXml([
    ...(part === 1 ? fixedPages(siteUrl, articles) : []),
    ...items.map((article) => articleEntry(siteUrl, article)),
  ]);
}

import type { ArticleListItem } from '@/lib/articles/schemas';
import type { Locale } from '@/lib/i18n/routing';
import { inlineJson } from '@/lib/inline-json';
import { SITE_NAME, SOCIAL_LINKS } from '@/lib/site';
import { absoluteUrl, articleHref, homeHref } from './addresses';

/**
 * The site's schema.org entities (JSON-LD), as search engines read them: the agency as an
 * Organization and each language's WebSite on the landing page, a CollectionPage for each
 * newsroom and tag page, the publisher of every article. Addresses absolute, on the site's
 * address (`site`: SITE_URL). Kept to what search engines use, for the landing pages keep to
 * DOCUMENT_BUDGET. (No SearchAction: Google dropped the sitelinks search box in 2024.) Free of
 * server code: the landing's is rendered by a client component (components/seo/site-json-ld).
 */

type Site = URL | string;

/** The agency, with a raster logo (Google reads no SVG here): the site's 180 × 180 icon. */
export function organizationLd(site: Site) {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/', site),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl('/apple-icon.png', site),
      width: 180,
      height: 180,
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

/** One language's site: its name for search results. */
export function websiteLd(site: Site, locale: Locale) {
  return {
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl(homeHref(locale), site),
    inLanguage: locale,
  };
}

/** A newsroom or tag page: the articles it lists, in order. */
export function collectionPageLd({
  site,
  locale,
  href,
  name,
  description,
  articles,
  offset,
}: {
  site: Site;
  locale: Locale;
  href: string;
  name: string;
  description: string;
  articles: ArticleListItem[];
  /** How many articles the pages before this one list. */
  offset: number;
}) {
  return {
    '@type': 'CollectionPage',
    url: absoluteUrl(href, site),
    name,
    description,
    inLanguage: locale,
    isPartOf: websiteLd(site, locale),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: articles.map((article, index) => ({
        '@type': 'ListItem',
        position: offset + index + 1,
        url: absoluteUrl(articleHref(article.language, article.slug), site),
      })),
    },
  };
}

/**
 * Entities as one JSON-LD document (an array when there are several), `<` escaped so that no
 * text in it can end the script.
 */
export function jsonLdText(entities: object[]): string {
  const documents = entities.map((entity) => ({ '@context': 'https://schema.org', ...entity }));
  return inlineJson(documents.length === 1 ? documents[0] : documents);
}

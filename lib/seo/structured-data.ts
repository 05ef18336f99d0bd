import type { ArticleListItem } from '@/lib/articles/schemas';
import { siteUrl } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { CONTACT_EMAIL, SITE_NAME, SOCIAL_LINKS } from '@/lib/site';
import { absoluteUrl, articleHref, homeHref, searchHref } from './addresses';

/**
 * The site's schema.org entities (JSON-LD), as search engines read them: the agency as an
 * Organization and each language's WebSite on the landing page, a CollectionPage for each
 * newsroom and tag page, the publisher of every article. Addresses absolute, on SITE_URL.
 */

function absolute(href: string): string {
  return absoluteUrl(href, siteUrl());
}

/** The agency's node id: the same on every page, so that the pages name one organization. */
function organizationId(): string {
  return `${absolute('/')}#organization`;
}

function websiteId(locale: Locale): string {
  return `${absolute(homeHref(locale))}#website`;
}

/** The agency, with a raster logo (Google reads no SVG here): the site's 180 × 180 icon. */
export function organizationLd() {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: SITE_NAME,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute('/apple-icon.png'), width: 180, height: 180 },
    email: CONTACT_EMAIL,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

/** One language's site, with its search: the newsroom's search page. */
export function websiteLd(locale: Locale, description: string) {
  return {
    '@type': 'WebSite',
    '@id': websiteId(locale),
    name: SITE_NAME,
    url: absolute(homeHref(locale)),
    description,
    inLanguage: locale,
    publisher: { '@id': organizationId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absolute(searchHref(locale))}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A newsroom or tag page: the articles it lists, in order. */
export function collectionPageLd({
  locale,
  href,
  name,
  description,
  articles,
  offset,
}: {
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
    '@id': absolute(href),
    url: absolute(href),
    name,
    description,
    inLanguage: locale,
    isPartOf: { '@id': websiteId(locale) },
    publisher: { '@id': organizationId() },
    mainEntity: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: articles.length,
      itemListElement: articles.map((article, index) => ({
        '@type': 'ListItem',
        position: offset + index + 1,
        url: absolute(articleHref(article.language, article.slug)),
        name: article.title,
      })),
    },
  };
}

/** An entity as a JSON-LD document: `<` escaped, so no text in it can end the script. */
export function jsonLdText(entity: object): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...entity }).replace(/</g, '\\u003c');
}

import { normalizeTag } from '@/lib/articles/hashtags';
import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Every public address of the site is built here: pages, feeds, sitemaps, structured data, the
 * proxy's redirects and the CRM's links to the site all ask these functions, so that a page
 * has one address in each language (English without a prefix, the others under theirs) and a
 * value from content (a slug, a tag, a token) is always one percent-encoded path segment: a
 * `#`, `?`, `%` or `/` in it can never end the path or start another.
 */
/** A page's address in any language. */
export type Href = (locale: Locale) => string;

const segment = (value: string) => encodeURIComponent(value);
const inLocale = (locale: Locale, path: string) => localizePath(path, locale);

/** `/`, `/ru`. */
export function homeHref(locale: Locale): string {
  return inLocale(locale, '/');
}

/** The fixed pages with a social card of their own. */
export type PageCard = 'home' | 'newsroom';

/**
 * A fixed page's social card: `/card.png`, `/ru/card.png`, `/newsroom/card.png`,
 * `/ru/newsroom/card.png`.
 */
export function pageCardHref(locale: Locale, page: PageCard): string {
  return inLocale(locale, page === 'home' ? '/card.png' : '/newsroom/card.png');
}

/** `/policy`, `/ru/policy#cookies`. */
export function policyHref(locale: Locale, section?: 'cookies'): string {
  return inLocale(locale, '/policy') + (section ? `#${section}` : '');
}

/** The portfolio, every project and review: `/projects`, `/ru/projects`. */
export function projectsHref(locale: Locale): string {
  return inLocale(locale, '/projects');
}

/**
 * Every project and review card in one language, as JSON: `/projects/cards.json`,
 * `/ru/projects/cards.json`.
 */
export function portfolioCardsHref(locale: Locale): string {
  return inLocale(locale, '/projects/cards.json');
}

/**
 * A newsroom page, with path segments so that every page can be prerendered and cached:
 * `/newsroom`, `/newsroom/page/2`, `/newsroom/tag/ai`, `/ru/newsroom/tag/ai/page/2`.
 */
export function newsroomHref(
  locale: Locale,
  { page = 1, tag }: { page?: number; tag?: string } = {},
): string {
  let path = '/newsroom';
  if (tag) path += `/tag/${segment(tag)}`;
  if (page > 1) path += `/page/${page}`;
  return inLocale(locale, path);
}

/** The newsroom's search: `/newsroom/search?q=…`, `/ru/newsroom/search?q=…&page=2`. */
export function searchHref(locale: Locale, { q, page = 1 }: { q?: string; page?: number } = {}) {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return inLocale(locale, `/newsroom/search${search ? `?${search}` : ''}`);
}

/** An article's page: `/newsroom/{slug}`, `/ru/newsroom/{slug}`. */
export function articleHref(locale: Locale, slug: string): string {
  return inLocale(locale, `/newsroom/${segment(slug)}`);
}

/**
 * An article's social card (its Open Graph image): `/newsroom/{slug}/card.png`, with `?v=` and
 * a token of what it shows when given one.
 */
export function articleCardHref(locale: Locale, slug: string, version?: string): string {
  const path = `${articleHref(locale, slug)}/card.png`;
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
}

/** A staff preview of an article: `/preview/{token}`, `/ru/preview/{token}`. */
export function previewHref(locale: Locale, token: string): string {
  return inLocale(locale, `/preview/${segment(token)}`);
}

/** The newsroom's RSS feed of one language: `/newsroom/feed.xml`, `/ru/newsroom/feed.xml`. */
export function feedHref(locale: Locale): string {
  return inLocale(locale, '/newsroom/feed.xml');
}

/** How to follow the newsroom in a feed reader: `/newsroom/follow`, `/ru/newsroom/follow`. */
export function followHref(locale: Locale): string {
  return inLocale(locale, '/newsroom/follow');
}

/**
 * The latest articles' cards in one language, as JSON (`/newsroom/latest.json`,
 * `/ru/newsroom/latest.json`): what the landing page's «From the newsroom» draws as pictures.
 */
export function latestArticlesHref(locale: Locale): string {
  return inLocale(locale, '/newsroom/latest.json');
}

/**
 * The way from article `slug` to its version in `locale`, or, without one, to that language's
 * newsroom: what the language switcher links to on an article's page
 * (`/ru/newsroom/{slug}/translation`).
 */
export function translationHref(locale: Locale, slug: string): string {
  return `${articleHref(locale, slug)}/translation`;
}

/**
 * A path segment as written: Next may hand one over still percent-encoded (letters outside
 * ASCII); undefined for a segment that is not valid percent-encoding.
 */
export function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The language switch's way from tag `tag`'s page to that of `locale`: its counterpart there. */
export function tagTranslationHref(locale: Locale, tag: string): string {
  return `${newsroomHref(locale, { tag })}/translation`;
}

/**
 * The tag whose newsroom pages an address (without its language prefix) is one of
 * (`/newsroom/tag/{tag}[/page/{n}]`), or undefined.
 */
export function tagOfPath(path: string): string | undefined {
  const match = /^\/newsroom\/tag\/([^/]+)(?:\/page\/[^/]+|\/translation)?\/?$/.exec(path);
  return match ? decodedSegment(match[1]!) : undefined;
}

/** The listing segments under `/newsroom/` that are not articles. */
const NEWSROOM_SEGMENTS = new Set([
  'page',
  'tag',
  'search',
  'follow',
  'feed.xml',
  'latest.json',
  'translation',
]);

/**
 * The slug of the article an address (without its language prefix) is the page of, or of whose
 * translation it is the way to (`/newsroom/{slug}/translation`); else undefined.
 */
export function articleSlugOfPath(path: string): string | undefined {
  const match = /^\/newsroom\/([^/]+)(?:\/translation)?\/?$/.exec(path);
  if (!match || NEWSROOM_SEGMENTS.has(match[1]!)) return undefined;
  return decodedSegment(match[1]!);
}

/** An address with the site's origin, for feeds, sitemaps and structured data. */
export function absoluteUrl(href: string, siteUrl: URL | string): string {
  return new URL(href, siteUrl).toString();
}

/** The N of /page/N: a canonical whole number from 2 (page 1 has no segment), else undefined. */
export function parsePageSegment(value: string): number | undefined {
  return /^[1-9]\d{0,6}$/.test(value) && value !== '1' ? Number(value) : undefined;
}

/**
 * Where a newsroom address of the old query form (?page=2&tag=ai) lives now. A malformed page
 * number means the first page; a page past the end or an unknown tag is found out (404) there.
 */
export function canonicalNewsroomHref(locale: Locale, search: URLSearchParams): string {
  const page = search.get('page');
  return newsroomHref(locale, {
    page: page !== null && /^[1-9]\d{0,6}$/.test(page) ? Number(page) : 1,
    tag: normalizeTag(search.get('tag')),
  });
}

import { config } from '@/lib/env';
import { DOM_PROPERTY_NAMES } from './dom-names';
import { slugify80 } from './slug';
import { VIDEO_ALLOW, VIDEO_HOSTS } from './embeds';
import {
  startTag,
  walkHtml,
  type Attributes,
  type Decision,
  type SourceAttributes,
  type WalkPolicy,
} from './html-walk';
import { filterStyle } from './sanitize-style';
import { textExcerpt } from './text';

export { VIDEO_HOSTS };

/**
 * Where article images may come from: this site (the embedded provider's /api/images/...) and
 * the external provider, if there is one. Anything else would make every reader's browser call
 * a host of the author's choosing; the Content-Security-Policy refuses it too.
 */
export function isAllowedImageSource(
  src: string,
  provider: string | undefined = config().providerUrl,
): boolean {
  if (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')) return true;
  return provider ? isOfOrigin(src, provider) : false;
}

/** A root-relative address as the provider at `base` means it: on its origin. */
function onProviderOrigin(src: string, base: string): string {
  if (!src.startsWith('/')) return src;
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}

/** Whether an absolute address is on the origin of `base`. */
function isOfOrigin(src: string, base: string): boolean {
  try {
    return new URL(src).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/**
 * Whether an address leads to this site's back-office or provider endpoints (`/api/…`,
 * `/crm/…`, behind dot segments, percent-encoding or a language prefix too). An article never
 * makes a reader's browser request one: a staff member reading it would do so with their
 * session. Uploaded pictures (`/api/images/{file}`) are the one exception, for images only.
 */
export function isBackOfficeAddress(
  value: string,
  { image = false, site = config().siteUrl.origin }: { image?: boolean; site?: string } = {},
): boolean {
  let url: URL;
  try {
    url = new URL(value.trim(), site);
  } catch {
    return false;
  }
  if (url.origin !== site) return false;
  let path = url.pathname;
  try {
    path = new URL(decodeURIComponent(path), site).pathname;
  } catch {
    // Broken percent-encoding: judged as written.
  }
  path = path.toLowerCase();
  if (image && /^\/api\/images\/[^/]+$/.test(path)) return false;
  return /^\/(?:(?:en|ru)\/)?(?:api|crm)(?:\/|$)/.test(path);
}

/**
 * The allow-list of article HTML: what the editor produces and nothing else. Used when an
 * article is stored and again when it is rendered, because an external provider is not trusted.
 * h1 is read and written as h2: the page's title is its only h1.
 */
const TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'img',
  'figure',
  'figcaption',
  'span',
  'div',
  'iframe',
]);

/**
 * Elements left out with everything in them: scripts, styles, form fields, templates, media
 * and embedded documents, whose text is not the article's (the rest of what is not allowed
 * goes, and its text stays).
 */
const WITHOUT_CONTENT = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'option',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'xmp',
  'head',
  'audio',
  'video',
  'colgroup',
  'thead',
  'object',
  'embed',
]);

const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'title'],
  // data-decorative: staff said the picture needs no description (its alt is empty).
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'data-decorative'],
  // No allowfullscreen: `allow` (always VIDEO_ALLOW, with fullscreen) supersedes it, and a page
  // carrying both logs a warning in every visitor's console.
  iframe: ['src', 'width', 'height', 'title', 'allow', 'loading'],
  div: ['data-youtube-video', 'data-vimeo-video'],
};

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/** An anchor a heading may keep: readable, in any script, never markup or a selector's syntax. */
const HEADING_ID = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,79}$/u;

/** Attributes that mean nothing when empty (the rest are flags). */
const NOT_FLAGS = new Set([
  'href',
  'target',
  'rel',
  'title',
  'src',
  'width',
  'height',
  'loading',
  'decoding',
  'allow',
  'style',
]);

/**
 * Elements nested deeper than this are written without their tags (their text stays): the
 * editor nests a dozen at most, and a page's reader gains nothing from more.
 */
export const MAX_NESTING = 32;

/** Attributes whose value is never an address. */
const NOT_ADDRESSES = new Set(['alt', 'title', 'style', 'id']);
/**
 * What an attribute that may be an address must look like: a web or mail address, a relative
 * one, or a word that is no scheme (the rule DOMPurify applies, which this site used before).
 */
const ADDRESS_SHAPE = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Characters a browser ignores in an address, as that rule skips them. */
const ADDRESS_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * Whether an address has a scheme other than those given, or is protocol-relative. Characters
 * browsers skip inside URLs (controls, spaces, HTML comments) are skipped here too.
 */
function isOutsideSchemes(address: string, schemes: string[]): boolean {
  const cleaned = address.replace(/[\x00-\x20]+/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(cleaned)?.[1];
  if (scheme === undefined) return /^[/\\]{2}/.test(cleaned);
  return !schemes.includes(scheme.toLowerCase());
}

/** Whether a player's address is https on one of VIDEO_HOSTS; a relative one never is. */
function isVideoAddress(src: string): boolean {
  if (isOutsideSchemes(src, ['https'])) return false;
  try {
    const url = new URL(
      src.replace(/^(\w+:)?\s*[\\/]\s*[\\/]/, '$1//'),
      'relative://relative-site/',
    );
    return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

/** The widths a body picture is offered in, for its column (prose.module.css: 44rem at most). */
const BODY_IMAGE_WIDTHS = [375, 768, 1440];
const BODY_IMAGE_SIZES = '(max-width: 744px) calc(100vw - 40px), 704px';

/** A picture's address through this site's image optimiser, at one width. */
const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;

/**
 * Has the external provider's picture served through this site's optimiser: the provider may be
 * an internal service that readers' browsers cannot reach (next.config.ts lets the optimiser
 * fetch from its origin, and from no other local address).
 */
function throughOptimiser(attributes: Attributes, src: string): void {
  attributes.set('src', optimised(src, 768));
  attributes.set(
    'srcset',
    BODY_IMAGE_WIDTHS.map((width) => `${optimised(src, width)} ${width}w`).join(', '),
  );
  attributes.set('sizes', BODY_IMAGE_SIZES);
}

export interface SanitizeOptions {
  /** The name every player gets in the page's language. */
  videoTitle?: string;
  /** The external provider's origin, whose pictures go through the optimiser. */
  provider?: string;
  /** This site's origin, whose back-office addresses an article never names (default: config). */
  site?: string;
}

interface Shaping {
  videoTitle?: string;
  /** Pictures of this provider go through the optimiser (a page's render only). */
  optimised?: string;
  /** The provider whose pictures may be shown at all ('' for none). */
  provider: string;
  site: string;
}

/** What most elements keep: nothing. Never changed, shared by them all. */
const NO_ATTRIBUTES: Attributes = new Map();
/** Elements that have attributes of their own whatever they were given. */
const SHAPED = new Set(['a', 'img', 'iframe']);

/** The attributes an element keeps, in their order, or undefined when it goes altogether. */
function shapeElement(
  tag: string,
  source: SourceAttributes,
  shaping: Shaping,
): Attributes | undefined {
  if (source.length === 0 && !SHAPED.has(tag)) return NO_ATTRIBUTES;
  const allowed = ATTRIBUTES[tag] ?? [];
  const attributes: Attributes = new Map();
  for (const { name, value } of source) {
    if (name === 'style') {
      const style = filterStyle(value);
      if (style) attributes.set(name, style);
    } else if (name === 'id') {
      // A heading's own anchor (another editor's, or a provider's), when it is one; never a
      // name the page's document already has a meaning for.
      if (HEADINGS.has(tag) && HEADING_ID.test(value) && !DOM_PROPERTY_NAMES.has(value)) {
        attributes.set(name, value);
      }
    } else if (!allowed.includes(name)) continue;
    else if (value === '' && NOT_FLAGS.has(name)) continue;
    else if (
      NOT_ADDRESSES.has(name) ||
      value === '' ||
      ADDRESS_SHAPE.test(value.replace(ADDRESS_WHITESPACE, ''))
    ) {
      attributes.set(name, value);
    }
  }

  if (tag === 'a') {
    attributes.delete('target');
    attributes.delete('rel');
    const href = attributes.get('href');
    if (href === undefined) return attributes;
    if (
      isBackOfficeAddress(href, { site: shaping.site }) ||
      isOutsideSchemes(href, ['http', 'https', 'mailto'])
    ) {
      attributes.delete('href');
    } else if (/^https?:\/\//i.test(href)) {
      attributes.set('target', '_blank');
      attributes.set('rel', 'noopener noreferrer');
    }
  } else if (tag === 'img') {
    const src = attributes.get('src')?.trim();
    if (
      src === undefined ||
      !isAllowedImageSource(src, shaping.provider) ||
      isBackOfficeAddress(src, { image: true, site: shaping.site }) ||
      isOutsideSchemes(src, ['http', 'https'])
    ) {
      // A picture without a source shows nothing.
      return undefined;
    }
    if (shaping.optimised) {
      // The provider's own addresses (`/api/images/…`) name its pictures, not this site's.
      const onProvider = onProviderOrigin(src, shaping.optimised);
      if (isOfOrigin(onProvider, shaping.optimised)) throughOptimiser(attributes, onProvider);
    }
    // A size is whole pixels, or no size at all.
    for (const name of ['width', 'height']) {
      if (!/^\d{1,5}$/.test(attributes.get(name) ?? '0')) attributes.delete(name);
    }
    // Every picture has an alt: its description, or empty (decorative, or never described).
    if (!attributes.has('alt')) attributes.set('alt', '');
    attributes.set('loading', 'lazy');
    attributes.set('decoding', 'async');
  } else if (tag === 'iframe') {
    if (!isVideoAddress(attributes.get('src') ?? '')) return undefined;
    if (shaping.videoTitle) attributes.set('title', shaping.videoTitle);
    attributes.set('allow', VIDEO_ALLOW);
    attributes.set('loading', 'lazy');
  }
  return attributes;
}

/** The allow-list as the walk asks it, element by element. */
function policy(shaping: Shaping): WalkPolicy {
  return {
    element(tag, attributes, depth): Decision {
      if (!TAGS.has(tag)) return WITHOUT_CONTENT.has(tag) ? 'drop' : 'unwrap';
      if (depth >= MAX_NESTING) return 'unwrap';
      const kept = shapeElement(tag, attributes, shaping);
      if (!kept) return 'drop';
      return { name: tag === 'h1' ? 'h2' : tag, attributes: kept };
    },
  };
}

function shapingOf({ videoTitle, provider, site }: SanitizeOptions, rendering: boolean): Shaping {
  const configured = config().providerUrl;
  return {
    videoTitle: videoTitle || undefined,
    provider: provider ?? configured ?? '',
    optimised: rendering ? provider : undefined,
    site: site ?? config().siteUrl.origin,
  };
}

/**
 * The article HTML that may be stored and shown. When rendering for a page: `videoTitle`, the
 * name every player gets in the page's language (a stored title is the editor's, in no
 * particular one); `provider`, the external provider whose pictures go through the optimiser
 * (never when storing: the stored HTML keeps the pictures' own addresses).
 */
export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): string {
  return walkHtml(html, policy(shapingOf(options, true))).parts.join('');
}

/** An article body as it is stored: sanitised, with its plain text and whether it shows anything. */
export interface StoredBody {
  html: string;
  text: string;
  /** Nothing to read or see: no text (spaces aside), no picture, no player. */
  empty: boolean;
}

/** Non-breaking spaces the editor puts between words: plain spaces in what is stored. */
const NBSP = /\u00a0|&nbsp;|&#160;|&#x0*a0;/gi;

/**
 * An article body as staff sent it, made what is stored: non-breaking spaces made plain, the
 * allow-list applied (local previews and empty paragraphs go with it), with its plain text for
 * the search index and descriptions. One pass over the body, in time in proportion to its size.
 */
export function storedBody(
  html: string,
  options: Omit<SanitizeOptions, 'videoTitle'> = {},
): StoredBody {
  const walked = walkHtml(html.replace(NBSP, ' '), policy(shapingOf(options, false)));
  return { html: walked.parts.join(''), text: walked.text, empty: !walked.holdsSomething };
}

/** A heading of an article's body, as its table of contents lists it. */
export interface ArticleHeading {
  id: string;
  text: string;
  /** 2 to 4 (an h1 is written as an h2). */
  level: number;
}

/**
 * Ids the article's page has of its own (components/), and the globals its scripts read (an
 * element's id is also a property of the window): a heading never takes one.
 */
const PAGE_IDS = new Set([
  'gtag',
  'dataLayer',
  'main',
  'other-articles',
  'contents-title',
  'preview-label',
  'cookie-banner-title',
  'cookie-necessary-hint',
  'error-texts',
]);

/**
 * An article's HTML for its page (sanitised as `sanitizeArticleHtml` does), with an anchor on
 * every heading, and its headings in order for the table of contents. Every heading's anchor is
 * its own if it had one, else one made from its text (transliterated like a slug). An anchor
 * taken already (by an earlier heading or the page) gets the next free number (`results-2`),
 * so each depends only on the headings before it with the same text, and stays as it was when
 * the others change.
 */
export function renderArticleHtml(
  html: string,
  options: SanitizeOptions = {},
): { html: string; headings: ArticleHeading[] } {
  const walked = walkHtml(html, policy(shapingOf(options, true)), { headings: true });
  const taken = new Set(PAGE_IDS);
  /** The number each anchor's search for a free one goes on from: not again from 2. */
  const nextNumber = new Map<string, number>();
  const headings: ArticleHeading[] = [];
  for (const heading of walked.headings) {
    const text = heading.text.replace(/\s+/g, ' ').trim();
    const base = heading.attributes.get('id') ?? (slugify80(text) || 'section');
    let id = base;
    let n = nextNumber.get(base) ?? 2;
    for (; taken.has(id); n++) id = `${base}-${n}`;
    nextNumber.set(base, n);
    taken.add(id);
    const attributes = new Map(heading.attributes).set('id', id);
    walked.parts[heading.slot] = `${startTag(`h${heading.level}`, attributes)}>`;
    if (text) headings.push({ id, text, level: heading.level });
  }
  return { html: walked.parts.join(''), headings };
}

/** Plain text of an article body, e.g. for descriptions and feeds. */
export function articleText(html: string): string {
  return walkHtml(html, policy(shapingOf({}, false))).text;
}

/** A description of at most `max` characters, cut at a word boundary. */
export function excerpt(html: string, max = 160): string {
  return textExcerpt(articleText(html), max);
}

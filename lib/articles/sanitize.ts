import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { config } from '@/lib/env';
import { slugify80 } from './slug';
import { VIDEO_ALLOW, VIDEO_HOSTS } from './embeds';
import { writeHtml } from './html-writer';
import { filterStyle } from './sanitize-style';
import { htmlText, textExcerpt } from './text';

export { VIDEO_HOSTS };

/**
 * Where article images may come from: this site (the embedded provider's /api/images/...) and
 * the external provider, if there is one. Anything else would make every reader's browser call
 * a host of the author's choosing; the Content-Security-Policy refuses it too.
 */
export function isAllowedImageSource(src: string, provider = config().providerUrl): boolean {
  if (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')) return true;
  return provider ? isOfOrigin(src, provider) : false;
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
const TAGS = [
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
];

const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'title'],
  // data-decorative: staff said the picture needs no description (its alt is empty).
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'data-decorative'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'allow', 'loading'],
  div: ['data-youtube-video', 'data-vimeo-video'],
  // A heading's own anchor (another editor's, or a provider's), when it is one (HEADING_ID).
  h1: ['id'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
};

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/** An anchor a heading may keep: readable, in any script, never markup or a selector's syntax. */
const HEADING_ID = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,79}$/u;

/** Attributes that mean nothing when empty (the rest, like allowfullscreen, are flags). */
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

const CONFIG: Config & { RETURN_DOM: true } = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ['style', ...new Set(Object.values(ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // A form field's text goes with it, as that of a script or a style does.
  ADD_FORBID_CONTENTS: ['textarea', 'option'],
  RETURN_DOM: true,
};

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

/** Sets an attribute of an element to what the allow-list keeps of it, or removes it. */
function keepAttribute(element: Element, name: string, value: string | null): void {
  if (value === null || (value === '' && NOT_FLAGS.has(name))) element.removeAttribute(name);
  else if (value !== element.getAttribute(name)) element.setAttribute(name, value);
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
function throughOptimiser(element: Element, src: string): void {
  element.setAttribute('src', optimised(src, 768));
  element.setAttribute(
    'srcset',
    BODY_IMAGE_WIDTHS.map((width) => `${optimised(src, width)} ${width}w`).join(', '),
  );
  element.setAttribute('sizes', BODY_IMAGE_SIZES);
}

interface RenderOptions {
  /** The name every player gets in the page's language. */
  videoTitle?: string;
  /** The external provider's origin, whose pictures go through the optimiser. */
  provider?: string;
}

/** What each element keeps of its attributes, with the attributes it always has. */
function shapeElement(element: Element, { videoTitle, provider }: RenderOptions): void {
  const tag = element.localName;
  const allowed = ATTRIBUTES[tag] ?? [];
  for (const { name, value } of [...element.attributes]) {
    if (name === 'style') keepAttribute(element, name, filterStyle(value));
    else if (name === 'id' && HEADINGS.has(tag)) {
      keepAttribute(element, name, HEADING_ID.test(value) ? value : null);
    } else if (!allowed.includes(name)) element.removeAttribute(name);
    else keepAttribute(element, name, value);
  }

  if (tag === 'a') {
    element.removeAttribute('target');
    element.removeAttribute('rel');
    const href = element.getAttribute('href');
    if (href === null) return;
    if (isBackOfficeAddress(href) || isOutsideSchemes(href, ['http', 'https', 'mailto'])) {
      element.removeAttribute('href');
    } else if (/^https?:\/\//i.test(href)) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (tag === 'img') {
    const src = element.getAttribute('src')?.trim();
    if (
      src === undefined ||
      !isAllowedImageSource(src, provider ?? config().providerUrl) ||
      isBackOfficeAddress(src, { image: true }) ||
      isOutsideSchemes(src, ['http', 'https'])
    ) {
      element.removeAttribute('src');
    } else if (provider && isOfOrigin(src, provider)) {
      throughOptimiser(element, src);
    }
    // A size is whole pixels, or no size at all.
    for (const name of ['width', 'height']) {
      if (!/^\d{1,5}$/.test(element.getAttribute(name) ?? '0')) element.removeAttribute(name);
    }
    // Every picture has an alt: its description, or empty (decorative, or never described).
    if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
  } else if (tag === 'iframe') {
    if (!isVideoAddress(element.getAttribute('src') ?? '')) element.removeAttribute('src');
    if (videoTitle) element.setAttribute('title', videoTitle);
    element.setAttribute('allow', VIDEO_ALLOW);
    element.setAttribute('loading', 'lazy');
  }
}

// One jsdom window for every sanitiser: DOMPurify parses each article into a document of its own.
// jsdom holds each such document until the current task ends (its node iterators are WeakRefs),
// so many articles are sanitised across awaits, never in one synchronous loop.
let jsdomWindow: WindowLike | undefined;
const windowOnce = () => (jsdomWindow ??= new JSDOM('').window as unknown as WindowLike);
const purifiers = new Map<string, Purifier>();

/**
 * The sanitiser for one configuration (stored, or rendered for a page: players named in its
 * language, the provider's pictures through the optimiser).
 */
function purifier(options: RenderOptions): Purifier {
  const key = JSON.stringify([options.videoTitle ?? '', options.provider ?? '']);
  let purify = purifiers.get(key);
  if (!purify) {
    purify = DOMPurify(windowOnce());
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeType === 1) shapeElement(node as Element, options);
    });
    purifiers.set(key, purify);
  }
  return purify;
}

/**
 * The article HTML that may be stored and shown. When rendering for a page: `videoTitle`, the
 * name every player gets in the page's language (a stored title is the editor's, in no
 * particular one); `provider`, the external provider whose pictures go through the optimiser
 * (never when storing: the stored HTML keeps the pictures' own addresses).
 */
export function sanitizeArticleHtml(
  html: string,
  { videoTitle, provider }: { videoTitle?: string; provider?: string } = {},
) {
  const body = purifier({ videoTitle: videoTitle || undefined, provider }).sanitize(html, CONFIG);
  const out: string[] = [];
  writeHtml(body, out);
  return out.join('');
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
 * Gives every heading an anchor: its own if it had one, else one made from its text
 * (transliterated like a slug). An anchor taken already (by an earlier heading or the page)
 * gets the next free number (`results-2`), so each depends only on the headings before it
 * with the same text, and stays as it was when the others change.
 */
function anchorHeadings(body: Element): ArticleHeading[] {
  const taken = new Set(PAGE_IDS);
  const headings: ArticleHeading[] = [];
  for (const heading of body.querySelectorAll('h1, h2, h3, h4')) {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    const base = heading.getAttribute('id') ?? (slugify80(text) || 'section');
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    heading.setAttribute('id', id);
    if (!text) continue;
    const level = heading.localName === 'h1' ? 2 : Number(heading.localName[1]);
    headings.push({ id, text, level });
  }
  return headings;
}

/**
 * An article's HTML for its page (sanitised as `sanitizeArticleHtml` does), with an anchor on
 * every heading, and its headings in order for the table of contents.
 */
export function renderArticleHtml(
  html: string,
  { videoTitle, provider }: { videoTitle?: string; provider?: string } = {},
): { html: string; headings: ArticleHeading[] } {
  const body = purifier({ videoTitle: videoTitle || undefined, provider }).sanitize(html, CONFIG);
  const headings = anchorHeadings(body as Element);
  const out: string[] = [];
  writeHtml(body, out);
  return { html: out.join(''), headings };
}

/** Plain text of an article body, e.g. for descriptions and feeds. */
export function articleText(html: string): string {
  return htmlText(html, (windowOnce() as unknown as Window).document);
}

/** A description of at most `max` characters, cut at a word boundary. */
export function excerpt(html: string, max = 160): string {
  return textExcerpt(articleText(html), max);
}

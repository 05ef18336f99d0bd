import sanitizeHtml from 'sanitize-html';
import { config } from '@/lib/env';
import { VIDEO_ALLOW, VIDEO_HOSTS } from './embeds';

export { VIDEO_HOSTS };

/**
 * Where article images may come from: this site (the embedded provider's /api/images/...) and
 * the external provider, if there is one. Anything else would make every reader's browser call
 * a host of the author's choosing; the Content-Security-Policy refuses it too.
 */
export function isAllowedImageSource(src: string, provider = config().providerUrl): boolean {
  if (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')) return true;
  if (!provider) return false;
  try {
    return new URL(src).origin === new URL(provider).origin;
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

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

/**
 * The allow-list of article HTML: what the editor produces and nothing else. Used when an
 * article is stored and again when it is rendered, because an external provider is not trusted.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    // data-decorative: staff said the picture needs no description (its alt is empty).
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'data-decorative'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'allow', 'loading'],
    div: ['data-youtube-video', 'data-vimeo-video'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^(small|medium|large|x-large|xx-large|\d{1,2}(\.\d{1,3})?(px|em|rem))$/],
      'font-family': [/^[\w\s,'"-]{1,80}$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const href = rest.href ?? '';
      if (isBackOfficeAddress(href)) {
        const { href: _href, ...text } = rest;
        return { tagName, attribs: text };
      }
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      const allowed =
        src !== undefined &&
        isAllowedImageSource(src) &&
        !isBackOfficeAddress(src, { image: true });
      const { src: _src, ...rest } = attribs;
      const kept: Record<string, string> = { ...(allowed ? attribs : rest) };
      // A size is whole pixels, or no size at all.
      for (const key of ['width', 'height']) {
        if (kept[key] !== undefined && !/^\d{1,5}$/.test(kept[key])) delete kept[key];
      }
      // Every picture has an alt: its description, or empty (decorative, or never described).
      return {
        tagName,
        attribs: { ...kept, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
      };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, allow: VIDEO_ALLOW, loading: 'lazy' },
    }),
  },
  exclusiveFilter: (frame) =>
    ((frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src) ||
    isEmptyParagraph(frame),
};

/**
 * A paragraph with nothing to read in it (Enter pressed twice in the editor: `<p></p>`,
 * `<p><br></p>`, spaces): dropped, so that it is never a gap on the page.
 */
function isEmptyParagraph(frame: sanitizeHtml.IFrame): boolean {
  return frame.tag === 'p' && frame.text.trim() === '' && frame.mediaChildren.length === 0;
}

/**
 * The article HTML that may be stored and shown. `videoTitle`: when rendering for a page, the
 * name every player gets in the page's language (a stored title is the editor's, in no
 * particular one).
 */
export function sanitizeArticleHtml(html: string, { videoTitle }: { videoTitle?: string } = {}) {
  if (!videoTitle) return sanitizeHtml(html, OPTIONS);
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, title: videoTitle, allow: VIDEO_ALLOW, loading: 'lazy' },
      }),
    },
  });
}

/** Plain text of an article body, e.g. for descriptions and feeds. */
export function articleText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|figcaption)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description of at most `max` characters, cut at a word boundary. */
export function excerpt(html: string, max = 160): string {
  const text = articleText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–—-]+$/, '')}…`;
}

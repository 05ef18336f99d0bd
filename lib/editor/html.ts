/**
 * Pure helpers for the article HTML the rich-text editor emits. No DOM: they run in the
 * browser and on the server (validation) alike.
 */

const NBSP = /\u00a0|&nbsp;|&#160;|&#x0*a0;/gi;

// Every pattern here reads a tag at a time (`[^<>]*` never crosses into the next one) or a
// fixed string, so that each helper takes time in proportion to its input whatever it holds: a
// pasted half-megabyte is no slower per character than a paragraph.

/** A start tag, up to the next `<` or `>`. */
const TAG = /<[a-z][a-z0-9]*\b[^<>]*>/gi;
const IMAGE_TAG = /<img\b[^<>]*>/gi;
/** An <img>'s src that is a blob: URL, i.e. a local preview that was never uploaded. */
const BLOB_SOURCE = /\ssrc\s*=\s*(?:"\s*blob:|'\s*blob:|blob:)/i;
/** A paragraph with nothing but spaces and line breaks in it (Tiptap's empty one is `<p></p>`). */
const EMPTY_PARAGRAPH = /^<p(?:\s[^<>]*)?>(?:\s|<br\s*\/?>)*<\/p>$/i;
const RGB = /\brgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)/gi;

function hex(channel: string): string {
  return Math.min(Number(channel), 255).toString(16).padStart(2, '0');
}

const tidyColours = (style: string) =>
  style.replace(RGB, (_m, r: string, g: string, b: string) => `#${hex(r)}${hex(g)}${hex(b)}`);

/**
 * The browser rewrites inline styles: colours as rgb(r, g, b) and font names in double quotes.
 * Written back the way the palette spells them: #rrggbb and single quotes. `style` is the
 * attribute's value as read (its quotes as quotes).
 */
export function tidyStyle(style: string): string {
  return tidyColours(style).replace(/"/g, "'");
}

/** The same on the editor's markup, where those quotes are written `&quot;`. */
function tidyStyles(html: string): string {
  return html.replace(TAG, (tag) =>
    tag.replace(/\sstyle="[^"]*"/i, (style) => tidyColours(style).replace(/&quot;/g, "'")),
  );
}

/**
 * The paragraphs at the end of `html` that hold nothing (the editor keeps one to type into;
 * readers need none), cut one at a time from the end.
 */
function withoutTrailingEmptyParagraphs(html: string): string {
  let end = html.length;
  for (;;) {
    if (!html.startsWith('</p>', end - 4)) break;
    const start = html.lastIndexOf('<p', end - 4);
    if (start < 0 || !EMPTY_PARAGRAPH.test(html.slice(start, end))) break;
    end = start;
  }
  return html.slice(0, end);
}

/** Whether `html` is only paragraphs that hold nothing (and spaces between them). */
function onlyEmptyParagraphs(html: string): boolean {
  for (let rest = html.trim(); rest;) {
    const end = rest.indexOf('</p>');
    if (end < 0 || !EMPTY_PARAGRAPH.test(rest.slice(0, end + 4))) return false;
    rest = rest.slice(end + 4).trimStart();
  }
  return true;
}

/**
 * Normalises what the editor's `getHTML()` returns before it leaves the editor:
 * non-breaking spaces become plain spaces, local image previews are dropped, inline styles are
 * tidied (#rrggbb colours, single-quoted font names) and an empty document becomes ''.
 */
export function editorHtml(html: string): string {
  const out = withoutTrailingEmptyParagraphs(
    tidyStyles(
      html.replace(NBSP, ' ').replace(IMAGE_TAG, (tag) => (BLOB_SOURCE.test(tag) ? '' : tag)),
    ),
  );
  return onlyEmptyParagraphs(out) ? '' : out;
}

/**
 * Prepares stored HTML for loading into the editor: the page title is the article's only
 * <h1>, so headings written as <h1> come back as <h2>.
 */
export function editorInitialHtml(html: string): string {
  return html.replace(/<(\/?)h1\b/gi, '<$1h2');
}

/**
 * True when a picture in the body has neither a description (a non-empty alt) nor the mark
 * that it needs none (data-decorative): the form asks for one before saving.
 */
export function hasUndescribedImage(html: string): boolean {
  for (const [tag] of html.matchAll(IMAGE_TAG)) {
    if (/\sdata-decorative(?=[\s=/>])/i.test(tag)) continue;
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (!(alt?.[1] ?? alt?.[2] ?? '').trim()) return true;
  }
  return false;
}

/** The text of `html` outside its tags and comments, read once from start to end. */
function textOutsideTags(html: string): string {
  const parts: string[] = [];
  // Once a search for an end finds none, none lies further on either: never searched again.
  let commentEnds = true;
  let tagEnds = true;
  let from = 0;
  for (let i = html.indexOf('<'); i >= 0; i = html.indexOf('<', i + 1)) {
    if (i < from) continue;
    let end = -1;
    if (commentEnds && html.startsWith('<!--', i)) {
      end = html.indexOf('-->', i + 4);
      if (end < 0) commentEnds = false;
      else end += 3;
    }
    if (end < 0 && tagEnds) {
      end = html.indexOf('>', i + 1);
      if (end < 0) tagEnds = false;
      else end += 1;
    }
    if (end < 0) continue;
    parts.push(html.slice(from, i));
    from = end;
    i = end - 1;
  }
  parts.push(html.slice(from));
  return parts.join('');
}

/** True when the article body shows nothing: no text (spaces aside), no image and no video. */
export function isEmptyArticleHtml(html: string): boolean {
  if (/<(?:img|iframe)\b/i.test(html)) return false;
  const text = textOutsideTags(html)
    .replace(NBSP, ' ')
    .replace(/&(?:#x0*(?:200b|feff);|#0*(?:8203|65279);|zwsp;)/gi, '')
    .replace(/[\s\u200b\ufeff]+/g, '');
  return text.length === 0;
}

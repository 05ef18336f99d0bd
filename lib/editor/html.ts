/**
 * Pure helpers for the article HTML the rich-text editor emits. No DOM: they run in the
 * browser and on the server (validation) alike.
 */

const NBSP = /\u00a0|&nbsp;|&#160;|&#x0*a0;/gi;

/** An <img> whose src is a blob: URL, i.e. a local preview that was never uploaded. */
const BLOB_IMAGE =
  /<img\b[^>]*?\ssrc\s*=\s*(?:"\s*blob:[^"]*"|'\s*blob:[^']*'|blob:[^\s>]*)[^>]*>/gi;

/** Only empty paragraphs (Tiptap's empty document is `<p></p>`). */
const EMPTY_DOCUMENT = /^(?:\s*<p(?:\s[^>]*)?>(?:\s|<br\s*\/?>)*<\/p>)*\s*$/i;

/** A start tag with a style attribute (text never holds a raw `<`). */
const STYLED_TAG = /<[a-z][a-z0-9]*\b[^<>]*?\sstyle="[^"]*"[^<>]*>/gi;
const RGB = /\brgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)/gi;

function hex(channel: string): string {
  return Math.min(Number(channel), 255).toString(16).padStart(2, '0');
}

/**
 * The browser rewrites inline styles: colours as rgb(r, g, b) and font names in double quotes
 * (escaped as &quot; in the attribute). Written back the way the palette spells them:
 * #rrggbb and single quotes.
 */
function tidyStyles(html: string): string {
  return html.replace(STYLED_TAG, (tag) =>
    tag.replace(/\sstyle="[^"]*"/i, (style) =>
      style
        .replace(RGB, (_m, r: string, g: string, b: string) => `#${hex(r)}${hex(g)}${hex(b)}`)
        .replace(/&quot;/g, "'"),
    ),
  );
}

/**
 * Normalises what the editor's `getHTML()` returns before it leaves the editor:
 * non-breaking spaces become plain spaces, local image previews are dropped, inline styles are
 * tidied (#rrggbb colours, single-quoted font names) and an empty document becomes ''.
 */
const TRAILING_EMPTY_PARAGRAPHS = /(?:<p>(?:\s|<br\s*\/?>)*<\/p>)+$/;

export function editorHtml(html: string): string {
  const out = tidyStyles(html.replace(NBSP, ' ').replace(BLOB_IMAGE, ''))
    // The editor keeps an empty paragraph at the end to type into; readers need none.
    .replace(TRAILING_EMPTY_PARAGRAPHS, '');
  return EMPTY_DOCUMENT.test(out) ? '' : out;
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
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    if (/\sdata-decorative(?=[\s=/>])/i.test(tag)) continue;
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (!(alt?.[1] ?? alt?.[2] ?? '').trim()) return true;
  }
  return false;
}

/** True when the article body shows nothing: no text (spaces aside), no image and no video. */
export function isEmptyArticleHtml(html: string): boolean {
  if (/<(?:img|iframe)\b/i.test(html)) return false;
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(NBSP, ' ')
    .replace(/&(?:#x0*(?:200b|feff);|#0*(?:8203|65279);|zwsp;)/gi, '')
    .replace(/[\s\u200b\ufeff]+/g, '');
  return text.length === 0;
}

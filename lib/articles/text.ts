/**
 * Where a heading ends in the raw text of a body (NUL, which no parsed text holds): a heading
 * is then closed with a full stop unless it ends with punctuation of its own, so that an excerpt
 * does not run it into the paragraph after it («Results We measured» → «Results. We measured»).
 */
export const HEADING_END = '\u0000';

/** A body's raw text as readers take it: headings closed, blanks collapsed, trimmed. */
export function plainText(raw: string): string {
  return raw
    .replace(/([^\s.!?:;…])\s*\u0000/g, '$1. ')
    .replace(/\u0000/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Elements whose content is never read as text. */
const NOT_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);

/** An element no body has, put after each heading's end to find it in the walk. */
const HEADING_MARK = 'lumen-heading-end';

// NodeFilter's values, which a document from another window reads the same.
const SHOW_ELEMENT = 0x1;
const SHOW_TEXT = 0x4;
const ACCEPT = 1;
/** The element and all it holds. */
const REJECT = 2;

/**
 * Plain text of an article body in a browser's document (the CRM's previews): the words the
 * server reads from it (`articleText`, lib/articles/sanitize.ts; text.test.ts holds the two
 * to the same words), with a space after each block. Walked without recursion and each node
 * once, so a body nested thousands deep or a half-megabyte one costs the same per character.
 */
export function htmlText(html: string, document: Document): string {
  const template = document.createElement('template');
  template.innerHTML = html
    .replace(/<\/h[1-6]>/gi, `$&<${HEADING_MARK}></${HEADING_MARK}>`)
    .replace(/<\/(p|h[1-6]|li|div|blockquote|figcaption)>|<br\s*\/?>/gi, '$& ');
  const parts: string[] = [];
  const walker = document.createTreeWalker(template.content, SHOW_ELEMENT | SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === 1 && NOT_TEXT.has((node as Element).localName) ? REJECT : ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) parts.push((node as Text).data);
    else if ((node as Element).localName === HEADING_MARK) parts.push(HEADING_END);
  }
  return plainText(parts.join(''));
}

/** Text of at most `max` characters, cut at a word boundary with an ellipsis. */
export function textExcerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–—-]+$/, '')}…`;
}

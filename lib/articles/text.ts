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

/**
 * Plain text of an article body in any document: the server's (jsdom, sanitize.ts) or the
 * browser's (the CRM's previews), so both read the same words.
 */
export function htmlText(html: string, document: Document): string {
  const template = document.createElement('template');
  template.innerHTML = html.replace(
    /<\/(p|h[1-6]|li|div|blockquote|figcaption)>|<br\s*\/?>/gi,
    '$& ',
  );
  const parts: string[] = [];
  const read = (parent: Node) => {
    for (const node of parent.childNodes) {
      if (node.nodeType === 3) parts.push(node.textContent!);
      else if (node.nodeType === 1 && !NOT_TEXT.has((node as Element).localName)) read(node);
    }
  };
  read(template.content);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Text of at most `max` characters, cut at a word boundary with an ellipsis. */
export function textExcerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–—-]+$/, '')}…`;
}

// Writes a sanitised article tree as HTML, in the form the site has always stored and tested
// (`<img … />`, flags without values, `alt=""` kept).

const VOID = new Set(['br', 'hr', 'img']);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the sanitised tree as HTML. Pictures and players without a source go, and so do
 * paragraphs with nothing to read or see in them (Enter pressed twice in the editor: `<p></p>`,
 * `<p><br></p>`, spaces), so that they are never a gap on the page. Returns whether it wrote
 * any text or a picture or player.
 */
export function writeHtml(parent: Node, out: string[]): boolean {
  let holdsSomething = false;
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) {
      const text = (node as Text).data;
      out.push(escapeText(text));
      holdsSomething ||= text.trim() !== '';
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.localName;
    const media = tag === 'img' || tag === 'iframe';
    if (media && !element.hasAttribute('src')) continue;
    const name = tag === 'h1' ? 'h2' : tag;
    let open = `<${name}`;
    for (const attribute of element.getAttributeNames()) {
      const value = element.getAttribute(attribute)!;
      open +=
        value === '' && attribute !== 'alt'
          ? ` ${attribute}`
          : ` ${attribute}="${escapeText(value).replace(/"/g, '&quot;')}"`;
    }
    if (VOID.has(tag)) {
      out.push(`${open} />`);
      holdsSomething ||= media;
      continue;
    }
    const inner: string[] = [];
    // A browser drops a newline right after <pre>: one written there must survive it.
    if (tag === 'pre' && (element.firstChild as Text | null)?.data?.startsWith('\n')) {
      inner.push('\n');
    }
    const filled = writeHtml(element, inner) || media;
    if (tag === 'p' && !filled) continue;
    out.push(`${open}>`, ...inner, `</${name}>`);
    holdsSomething ||= filled;
  }
  return holdsSomething;
}

import {
  defaultTreeAdapter,
  html as HTML,
  parseFragment,
  type DefaultTreeAdapterTypes,
} from 'parse5';
import { HEADING_END, plainText } from './text';

// Article HTML read the way a browser reads it (parse5 is the HTML standard's parsing
// algorithm, the one jsdom and the browsers' own follow), then walked once and written afresh:
// the sanitiser's allow-list (sanitize.ts) decides what each element becomes. Parsing and the
// walk take time in proportion to the input, whatever its shape: no recursion (a body nested
// 40,000 deep is walked like a flat one) and no work repeated per ancestor.

type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const HTML_NAMESPACE = HTML.NS.HTML;
/**
 * The element an article's body is read inside, as a page's `<div>` holds it: not parse5's
 * default (`<template>`), where a stray `</br>` or `</p>` means something else.
 */
const BODY = defaultTreeAdapter.createElement('div', HTML.NS.HTML, []);

/** An element's attributes as the policy writes them: in order, by name. */
export type Attributes = Map<string, string>;

/** An element's attributes as read: in order, each name once (the parser keeps the first). */
export type SourceAttributes = readonly { name: string; value: string }[];

/**
 * What becomes of an element: written under `name` with `attributes` (in their order), its
 * content in its place without it (`unwrap`), or gone with everything in it (`drop`).
 */
export type Decision = { name: string; attributes: Attributes } | 'unwrap' | 'drop';

export interface WalkPolicy {
  /** An HTML element's fate; `depth` is how many written elements it would sit inside. */
  element(tag: string, attributes: SourceAttributes, depth: number): Decision;
}

/** A heading written, with its text, for the anchors a page gives them. */
export interface WrittenHeading {
  level: number;
  text: string;
  attributes: Attributes;
  /** Where its start tag goes in the output: filled in once every heading's anchor is known. */
  slot: number;
}

export interface Walked {
  /** The output, as parts (`html()` joins them). */
  parts: string[];
  /** Plain text: words of every text node written, a space after each block (see TEXT_BREAK). */
  text: string;
  /** Whether anything is left to read or see: text other than spaces, a picture or a player. */
  holdsSomething: boolean;
  /** Headings in document order (when asked for: `headings: true`). */
  headings: WrittenHeading[];
}

/** Elements written without an end tag. */
const VOID = new Set(['br', 'hr', 'img']);
/** Elements whose content is never written: a player is its address, nothing else. */
const EMPTY = new Set(['iframe']);
/** Pictures and players: something to see even without a word around them. */
const MEDIA = new Set(['img', 'iframe']);
/** After these, the plain text has a space, as a reader sees a break there. */
const TEXT_BREAK = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'div',
  'blockquote',
  'figcaption',
  'br',
]);
const HEADING = /^h([1-6])$/;

export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** A start tag as the site has always stored it: flags without a value, `alt=""` kept. */
export function startTag(name: string, attributes: Attributes): string {
  let tag = `<${name}`;
  for (const [attribute, value] of attributes) {
    tag +=
      value === '' && attribute !== 'alt'
        ? ` ${attribute}`
        : ` ${attribute}="${escapeAttribute(value)}"`;
  }
  return tag;
}

interface Open {
  /** The element's name as written; undefined when it was unwrapped. */
  name?: string;
  /** Where its start tag is in the output: a paragraph left empty is cut back to here. */
  mark: number;
  holdsSomething: boolean;
  tag: string;
  heading?: WrittenHeading;
}

interface Level {
  nodes: ChildNode[];
  next: number;
  open?: Open;
}

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

/**
 * Walks `html` as a fragment of a page's body and writes what `policy` keeps. Paragraphs with
 * nothing to read or see in them (Enter pressed twice in the editor: `<p></p>`, `<p><br></p>`,
 * spaces) are left out, so that they are never a gap on the page; pictures and players without
 * a source are the policy's to drop.
 */
export function walkHtml(
  html: string,
  policy: WalkPolicy,
  { headings: collectHeadings = false }: { headings?: boolean } = {},
): Walked {
  const parts: string[] = [];
  const text: string[] = [];
  const headings: WrittenHeading[] = [];
  /** Headings open at this point, whose text each new word adds to. */
  const openHeadings: WrittenHeading[] = [];
  const levels: Level[] = [{ nodes: parseFragment(BODY, html, {}).childNodes, next: 0 }];
  let written = 0;
  let holdsSomething = false;

  const held = () => {
    for (let i = levels.length - 1; i >= 0; i--) {
      const open = levels[i]!.open;
      if (open) {
        open.holdsSomething = true;
        return;
      }
    }
    holdsSomething = true;
  };

  const close = (open: Open) => {
    if (HEADING.test(open.tag)) text.push(HEADING_END);
    if (TEXT_BREAK.has(open.tag)) text.push(' ');
    if (open.name === undefined) {
      if (open.holdsSomething) held();
      return;
    }
    written--;
    // Elements close in the order opposite to their opening: the last heading open is this one.
    if (open.heading) openHeadings.pop();
    if (open.tag === 'p' && !open.holdsSomething) {
      parts.length = open.mark;
      while ((headings.at(-1)?.slot ?? -1) >= open.mark) headings.pop();
      return;
    }
    parts.push(`</${open.name}>`);
    if (open.holdsSomething) held();
  };

  while (levels.length > 0) {
    const level = levels[levels.length - 1]!;
    if (level.next >= level.nodes.length) {
      levels.pop();
      if (level.open) close(level.open);
      continue;
    }
    const node = level.nodes[level.next++]!;
    if (node.nodeName === '#text') {
      const value = (node as DefaultTreeAdapterTypes.TextNode).value;
      parts.push(escapeText(value));
      text.push(value);
      for (const heading of openHeadings) heading.text += value;
      if (value.trim() !== '') held();
      continue;
    }
    // Comments, and whatever is not HTML (SVG, MathML: their elements are read by other rules
    // than the ones written here), go with everything in them.
    if (!isElement(node) || node.namespaceURI !== HTML_NAMESPACE) continue;
    const tag = node.tagName;
    const decision = policy.element(tag, node.attrs, written);
    if (decision === 'drop') continue;
    // A template's content is a document of its own: never part of the body.
    const children = tag === 'template' ? [] : node.childNodes;
    if (decision === 'unwrap') {
      levels.push({
        nodes: children,
        next: 0,
        open: { mark: parts.length, holdsSomething: false, tag },
      });
      continue;
    }
    const { name } = decision;
    if (VOID.has(tag) || EMPTY.has(tag)) {
      const start = startTag(name, decision.attributes);
      parts.push(EMPTY.has(tag) ? `${start}></${name}>` : `${start} />`);
      if (MEDIA.has(tag)) held();
      if (TEXT_BREAK.has(tag)) text.push(' ');
      continue;
    }
    const open: Open = { name, mark: parts.length, holdsSomething: false, tag };
    const heading = HEADING.exec(name);
    if (collectHeadings && heading) {
      open.heading = {
        level: Number(heading[1]),
        text: '',
        attributes: decision.attributes,
        slot: parts.length,
      };
      headings.push(open.heading);
      openHeadings.push(open.heading);
      parts.push('');
    } else {
      parts.push(`${startTag(name, decision.attributes)}>`);
    }
    // A browser drops a newline right after <pre>: one written there must survive it.
    const first = children[0];
    if (tag === 'pre' && first?.nodeName === '#text') {
      if ((first as DefaultTreeAdapterTypes.TextNode).value.startsWith('\n')) parts.push('\n');
    }
    written++;
    levels.push({ nodes: children, next: 0, open });
  }

  return { parts, text: plainText(text.join('')), holdsSomething, headings };
}

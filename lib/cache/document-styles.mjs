// The styles a cached page needs for its first paint, in the page itself. Next links a page's
// stylesheets in its <head>, where the browser draws nothing until they have arrived: on a phone,
// a round trip after the document, on a connection shared with the fonts and the scripts. For
// each document the cache keeps (lib/cache/handler.mjs), the rules that apply to its markup
// (found by Beasties) and the font faces go into a <style> in the head, and the stylesheet links
// move to the end of the body. The browser still loads them, for what later markup needs (a menu
// opened, a page reached by client navigation), without waiting for them to paint; React finds
// them there by address, so nothing is loaded twice. Every inlined rule is repeated by its
// stylesheet, later in the document and in the same order, so the cascade ends as Next made it.
// A stylesheet with font faces (the global one, with next/font's) is put in whole and its link
// disabled instead: a second copy of a face, arriving after the first paint, is a new face that
// loads at once from the cache, and the text would change font under the reader's eyes.
// The rules cost bytes on every view, where a stylesheet is fetched once for all pages: a
// document they would take past DOCUMENT_BUDGET keeps its links (the landing pages, in each
// language 84 and 98 KB before their 25 KB of rules).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';

const PUBLIC_PATH = '/_next/';
/** The most a public page's HTML may weigh, in bytes. */
export const DOCUMENT_BUDGET = 100 * 1024;
// The links React renders for a page's CSS modules (`precedence`), in the document's head.
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"[^>]*>/g;
// A relative address in a stylesheet (its fonts: `url(../media/…)`) is relative to the file.
const RELATIVE_URL = /url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi;
// The consent script in the head marks <html> before the first paint (lib/consent/consent.ts):
// the rules that depend on it must be there from the start, though the markup lacks the mark.
const CLIENT_MARKS = [/\[data-consent/];

/** A stylesheet's text by file, read once per process (the build's files never change). */
const sheets = new Map();

/** @param {string} file */
function stylesheet(file) {
  let text = sheets.get(file);
  if (!text) {
    text = readFile(file, 'utf8');
    // A file that is not there is asked for again next time, not remembered as missing.
    text.catch(() => sheets.delete(file));
    sheets.set(file, text);
  }
  return text;
}

class BuildStylesheets extends Beasties {
  /** @param {string} file */
  readFile(file) {
    return stylesheet(file);
  }
}

/**
 * `css` with its relative addresses made absolute paths, as a stylesheet at `href` meant them.
 * @param {string} css
 * @param {string} href
 */
function rebase(css, href) {
  const base = new URL(href, 'http://site.invalid');
  return css.replace(RELATIVE_URL, (_, quote, address) => {
    const url = new URL(address, base);
    return `url(${quote}${url.pathname}${url.search}${url.hash}${quote})`;
  });
}

/**
 * The rules Beasties kept of the stylesheet at `href`: the <style> it put before its link.
 * @param {string} processed the document as Beasties returned it
 * @param {string} href
 */
function usedRules(processed, href) {
  const at = processed.indexOf(`href="${href}"`);
  const link = processed.lastIndexOf('<link', at);
  const before = processed.slice(0, link);
  if (!before.endsWith('</style>')) return '';
  return before.slice(before.lastIndexOf('<style>') + '<style>'.length, -'</style>'.length);
}

/** @type {Map<string, BuildStylesheets>} */
const inliners = new Map();

/** @param {string} distDir */
function inliner(distDir) {
  let beasties = inliners.get(distDir);
  if (!beasties) {
    beasties = new BuildStylesheets({
      path: distDir,
      publicPath: PUBLIC_PATH,
      // The links are left where they are: this module moves them (see below).
      preload: false,
      pruneSource: false,
      reduceInlineStyles: false,
      // One <style> before each link: each stylesheet's rules are told apart (below).
      mergeStylesheets: false,
      // Font faces come with their stylesheet, whole (above).
      inlineFonts: false,
      preloadFonts: false,
      keyframes: 'critical',
      allowRules: CLIENT_MARKS,
      logLevel: 'silent',
    });
    inliners.set(distDir, beasties);
  }
  return beasties;
}

/**
 * `html` with the rules its markup uses in a <style> where its first stylesheet link was, and
 * its stylesheet links at the end of its body; unchanged when it has no such links, already has
 * a <style>, a linked file cannot be read (a document made by another build) or Beasties fails,
 * or the rules would take it past DOCUMENT_BUDGET.
 * @param {string} html a whole document, as Next rendered it
 * @param {string} distDir the build's folder (`.next`), where `/_next/static/…` files are
 * @returns {Promise<string>}
 */
export async function inlineDocumentStyles(html, distDir) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd || html.includes('<style')) return html;
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET_LINK);
  if (!links) return html;
  const hrefs = links.map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
  // The inlined rules' addresses are made absolute from one folder: the build's (Turbopack's)
  // stylesheets share it.
  const folder = hrefs[0].slice(0, hrefs[0].lastIndexOf('/') + 1);
  if (hrefs.some((href) => !href.startsWith(folder) || href.slice(folder.length).includes('/'))) {
    return html;
  }
  const files = hrefs.map((href) => path.join(distDir, href.slice(PUBLIC_PATH.length)));
  const statics = path.join(distDir, 'static') + path.sep;
  if (files.some((file) => !file.startsWith(statics))) return html;
  let rules;
  let whole;
  try {
    const texts = await Promise.all(files.map(stylesheet));
    whole = texts.map((text) => text.includes('@font-face'));
    const processed = await inliner(distDir).process(html);
    rules = hrefs.map((href, index) => (whole[index] ? texts[index] : usedRules(processed, href)));
  } catch (error) {
    // A page is better served as Next made it than not at all.
    console.error(`Styles left linked: ${/** @type {Error} */ (error).message}`);
    return html;
  }
  const first = head.indexOf(links[0]);
  let rest = head.slice(first);
  for (const link of links) rest = rest.replace(link, '');
  const moved = links.map((link, index) =>
    whole[index] ? link.replace('<link ', '<link disabled="" ') : link,
  );
  const inlined =
    head.slice(0, first) +
    `<style data-inline-styles>${rebase(rules.join(''), hrefs[0])}</style>` +
    rest +
    html.slice(headEnd, bodyEnd) +
    moved.join('') +
    html.slice(bodyEnd);
  return Buffer.byteLength(inlined) > DOCUMENT_BUDGET ? html : inlined;
}

/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_BUDGET, inlineDocumentStyles } from './document-styles.mjs';

// The global stylesheet, with next/font's faces: put in whole, its link disabled.
const FONTS =
  '@font-face{font-family:Manrope;src:url(../media/m.woff2)format("woff2")}' +
  ':root{--ink:#fff}.EKO_variable{--font:Manrope}.prose-table{border:0}';
const BASE =
  'body{color:var(--ink);background:url("grain.png?v=2"),url(data:image/gif;base64,R0)}' +
  '.hero{padding:4rem;background:url(https://cdn.example/a.png)}.hero:hover{opacity:.9}' +
  '@media (max-width:599px){.hero{padding:2rem}.menu{display:none}}' +
  "html[data-consent='given'] [data-cookie-banner]{display:none}" +
  '.menu[data-open]{display:block}';
const PAGE = '.card{border:1px solid}.pagination{gap:1rem}';
const link = (name: string) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`;
const LINKS = link('fonts') + link('base') + link('page');
// Where they end up: at the end of the body, the global one disabled.
const MOVED = link('fonts').replace('<link ', '<link disabled="" ') + link('base') + link('page');
const BODY =
  '<body><div data-cookie-banner="">Cookies?</div><main><section class="hero">Hi<!-- -->!</section>' +
  '<article class="card">A &amp; B</article></main><script>self.__next_f.push([1,"x"])</script></body>';
const DOCUMENT =
  '<!DOCTYPE html><html lang="en" class="EKO_variable"><head><meta charSet="utf-8"/>' +
  `${LINKS}<script src="/_next/static/chunks/main.js" async=""></script><title>Lumen</title></head>${BODY}</html>`;

describe('a cached document’s styles', () => {
  let dist: string;

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'document-styles-'));
    fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'static/chunks/fonts.css'), FONTS);
    fs.writeFileSync(path.join(dist, 'static/chunks/base.css'), BASE);
    fs.writeFileSync(path.join(dist, 'static/chunks/page.css'), PAGE);
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('puts the rules its markup uses, and the stylesheet with the font faces whole, where its first stylesheet was', async () => {
    const html = await inlineDocumentStyles(DOCUMENT, dist);
    const style = /<style data-inline-styles>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(html.indexOf('<style data-inline-styles>')).toBe(DOCUMENT.indexOf(LINKS));
    // In the stylesheets' order: the global one first, all of it.
    expect(style.startsWith(FONTS.replace('../media/', '/_next/static/media/'))).toBe(true);
    for (const rule of ['body{', '.hero{', '.hero:hover']) expect(style).toContain(rule);
    expect(style).toMatch(/@media \(max-width:\s?599px\)\{\.hero\{padding:2rem\}\}/);
    expect(style).toContain('.card{');
    // Addresses are the stylesheet's, not the page's.
    for (const url of [
      '/_next/static/media/m.woff2',
      '"/_next/static/chunks/grain.png?v=2"',
      'data:image/gif;base64,R0',
      'https://cdn.example/a.png',
    ]) {
      expect(style).toContain(`url(${url})`);
    }
    // The consent script marks <html> before the first paint: its rules are kept.
    expect(style).toContain('[data-consent');
    // What no element of this markup is (yet): left to the stylesheets.
    expect(style).not.toContain('.menu');
    expect(style).not.toContain('.pagination');
  });

  it('moves the links in their order to the end of the body, disables the global one, and changes nothing else', async () => {
    const html = await inlineDocumentStyles(DOCUMENT, dist);
    expect(html.endsWith(`${MOVED}</body></html>`)).toBe(true);
    const withoutStyles = html.replace(/<style data-inline-styles>[\s\S]*?<\/style>/, '');
    expect(withoutStyles.replace(MOVED, '')).toBe(DOCUMENT.replace(LINKS, ''));
  });

  it('leaves a document as it is when a stylesheet is missing, it has no links or has a style', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fs.rmSync(path.join(dist, 'static/chunks/page.css'));
    expect(await inlineDocumentStyles(DOCUMENT, dist)).toBe(DOCUMENT);
    fs.writeFileSync(path.join(dist, 'static/chunks/page.css'), PAGE);
    const unlinked = DOCUMENT.replace(LINKS, '');
    expect(await inlineDocumentStyles(unlinked, dist)).toBe(unlinked);
    const styled = DOCUMENT.replace('<title>', '<style>b{}</style><title>');
    expect(await inlineDocumentStyles(styled, dist)).toBe(styled);
    // Said once, for the missing file.
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    // A link outside the build's static files is not followed.
    const outside = DOCUMENT.replace('chunks/page.css', '../../etc/page.css');
    expect(await inlineDocumentStyles(outside, dist)).toBe(outside);
    // With the file back, the document gets its styles (a missing file is not remembered).
    expect(await inlineDocumentStyles(DOCUMENT, dist)).toContain('<style data-inline-styles>');
  });

  it('leaves the links of a document its rules would take past the budget', async () => {
    const text = `<p class="card">${'x'.repeat(DOCUMENT_BUDGET - DOCUMENT.length - 60)}</p>`;
    const near = DOCUMENT.replace('</main>', `${text}</main>`);
    expect((await inlineDocumentStyles(near, dist)) === near).toBe(true);
    // The same document 2 KB shorter has room for its rules.
    const within = DOCUMENT.replace('</main>', `${text.slice(2048)}</main>`);
    const styled = await inlineDocumentStyles(within, dist);
    expect(styled.includes('<style data-inline-styles>')).toBe(true);
    expect(Buffer.byteLength(styled)).toBeLessThanOrEqual(DOCUMENT_BUDGET);
  });
});

/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { longArticle } from '@/scripts/load/long-article.mjs';
import { storeBody } from './body';
import { renderArticleHtml } from './sanitize';
import { isEmptyArticleHtml, editorHtml, hasUndescribedImage } from '@/lib/editor/html';
import { countWords } from '@/lib/db/words';
import { detectArticleLanguage } from '@/lib/db/language';

/**
 * An article's body is read in time in proportion to its size, whatever it holds: the shapes
 * below took the old sanitiser and its helpers quadratic time (a 1 MB body 118 s of one core),
 * some of them through one line each (a style's spaces, a heading repeated, `<` without `>`).
 */

/** The fastest of five runs, in ms (the others may have shared the core with other work). */
function fastest(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const KB = 1024;
const SHAPES: Record<string, (bytes: number) => string> = {
  'a long article': (bytes) => longArticle(bytes),
  'empty paragraphs': (bytes) => '<p>x</p><p></p>'.repeat(bytes / 15),
  'nesting 20,000 deep': (bytes) =>
    '<span>'.repeat(bytes / 12) + 'x' + '</span>'.repeat(bytes / 12),
  'paragraphs in deep divs': (bytes) => '<div>'.repeat(bytes / 20) + '<p>x'.repeat(bytes / 20),
  'unclosed formatting': (bytes) => '<b><i><u><s><em>x'.repeat(bytes / 18),
  'one style of spaces': (bytes) => `<p style="color: #000${' '.repeat(bytes)}x">x</p>`,
  'a heading repeated': (bytes) => '<h2>Results</h2>'.repeat(bytes / 16),
  'one element, many attributes': (bytes) => `<p ${'a=1 '.repeat(bytes / 4)}>x</p>`,
  '< without >': (bytes) => '<'.repeat(bytes),
  'comments never closed': (bytes) => '<!--'.repeat(bytes / 4),
  'pictures never closed': (bytes) => '<img src="'.repeat(bytes / 10),
  'scripts never closed': (bytes) => '<script>'.repeat(bytes / 8),
};

const READERS: Record<string, (html: string) => unknown> = {
  'stored (sanitised, read for search)': (html) => storeBody(html),
  rendered: (html) => renderArticleHtml(html),
  'the editor’s helpers': (html) => [
    editorHtml(html),
    isEmptyArticleHtml(html),
    hasUndescribedImage(html),
  ],
  'words and language': (html) => [countWords(html), detectArticleLanguage('', html)],
};

describe.each(Object.entries(READERS))('%s', (_name, read) => {
  it.each(Object.keys(SHAPES))('takes time in proportion to the size of %s', (shape) => {
    const make = SHAPES[shape]!;
    const small = make(32 * KB);
    const large = make(256 * KB);
    read(small); // compiled before it is timed
    const ratio =
      fastest(() => read(large)) /
      Math.max(
        fastest(() => read(small)),
        2,
      );
    // Eight times the input: linear is about 8, quadratic 64. A generous bound, for a machine
    // whose other work (the lint and the type check run beside these tests) and collections
    // take a large input's runs up to 25 times a small one's; the small input counts as 2 ms
    // at least. The quadratic readers took seconds at this size, hundreds of times as long.
    expect(ratio).toBeLessThan(40);
  });
});

/**
 * What the server runs, timed there: the sanitiser bundled as Next's build bundles it (esbuild,
 * one module scope) and run in a process of its own. Under Jest, module by module, parse5's
 * constants are getters and the same work takes about four times as long.
 */
async function bundledTimes(): Promise<{ sanitised: number; stored: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanitize-speed-'));
  const outfile = path.join(dir, 'speed.mjs');
  try {
    await build({
      stdin: {
        contents: [
          "import { storedBody } from '@/lib/articles/sanitize';",
          "import { storeBody } from '@/lib/articles/body';",
          "import { longArticle } from '@/scripts/load/long-article.mjs';",
          `const html = longArticle(${500 * KB});`,
          `const fastest = ${fastest.toString()};`,
          'storeBody(html);',
          'console.log(JSON.stringify({ sanitised: fastest(() => storedBody(html)), stored: fastest(() => storeBody(html)) }));',
        ].join('\n'),
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'error',
    });
    return JSON.parse(execFileSync(process.execPath, [outfile], { encoding: 'utf8' }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('sanitises a 500 KB article with its text in under 100 ms as the server runs it', async () => {
  const { sanitised, stored } = await bundledTimes();
  console.log(
    `500 KB: sanitised with its text ${sanitised.toFixed(0)} ms, stored ${stored.toFixed(0)} ms`,
  );
  // About 30 ms here, and 60 with its search terms, words and letters (scripts/bench-bodies.ts).
  expect(sanitised).toBeLessThan(100);
  expect(stored).toBeLessThan(500);
}, 60_000);

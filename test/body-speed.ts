import { storeBody } from '@/lib/articles/body';
import { renderArticleHtml, storedBody } from '@/lib/articles/sanitize';
import { detectArticleLanguage } from '@/lib/db/language';
import { countWords } from '@/lib/db/words';
import { editorHtml, hasUndescribedImage, isEmptyArticleHtml } from '@/lib/editor/html';
import { longArticle } from '@/scripts/load/long-article.mjs';

/**
 * How long an article's body takes to read, by shape and reader: what
 * lib/articles/sanitize-speed.test.ts holds to time in proportion to size. Run bundled, as the
 * server runs it (scripts/load/bundle.mjs), in a process of its own.
 */

/** Milliseconds by the wall clock. */
const wall = () => performance.now();
/**
 * Milliseconds of CPU this process has used (every thread's: the collector's too). Unlike the
 * wall clock, it does not grow while other processes have the cores: a long run is preempted
 * more often than a short one, which made a linear reader's ratio read 42 on a busy machine.
 */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The fastest of five runs, in ms (the others may have shared the core with other work). */
export function fastest(run: () => unknown, clock: () => number = wall): number {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = clock();
    run();
    best = Math.min(best, clock() - start);
  }
  return best;
}

const KB = 1024;
/**
 * Bodies of each shape, of about the size asked for. The shapes below took the old sanitiser
 * and its helpers quadratic time (a 1 MB body 118 s of one core), some of them through one line
 * each (a style's spaces, a heading repeated, `<` without `>`).
 */
export const SHAPES: Record<string, (bytes: number) => string> = {
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

export const READERS: Record<string, (html: string) => unknown> = {
  'stored (sanitised, read for search)': (html) => storeBody(html),
  rendered: (html) => renderArticleHtml(html),
  'the editor’s helpers': (html) => [
    editorHtml(html),
    isEmptyArticleHtml(html),
    hasUndescribedImage(html),
  ],
  'words and language': (html) => [countWords(html), detectArticleLanguage('', html)],
};

export interface Growth {
  /** The fastest read of 512 KB over that of 64 KB, in CPU time (counted as 2 ms at least). */
  ratio: number;
  smallMs: number;
  largeMs: number;
}

/**
 * Every reader's growth on every shape, from 64 KB to 512 KB: `reader → shape → growth`. Large
 * enough that a small input's run is many milliseconds, not a collection's pause.
 */
export function growth(): Record<string, Record<string, Growth>> {
  const result: Record<string, Record<string, Growth>> = {};
  for (const [reader, read] of Object.entries(READERS)) {
    result[reader] = {};
    for (const [shape, make] of Object.entries(SHAPES)) {
      const small = make(64 * KB);
      const large = make(512 * KB);
      read(small); // compiled before it is timed
      const smallMs = fastest(() => read(small), cpu);
      const largeMs = fastest(() => read(large), cpu);
      result[reader][shape] = { ratio: largeMs / Math.max(smallMs, 2), smallMs, largeMs };
    }
  }
  return result;
}

/** A 500 KB long article sanitised with its text, and stored with all its facts, in ms. */
export function atTheLimit(): { sanitised: number; stored: number } {
  const html = longArticle(500 * KB);
  storeBody(html);
  return { sanitised: fastest(() => storedBody(html)), stored: fastest(() => storeBody(html)) };
}

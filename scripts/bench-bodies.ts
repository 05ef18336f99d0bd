/**
 * How long an article's body takes to read at the size limit (`npm run bench` runs it; a
 * benchmark, not a test): sanitised with its plain text, that text's search terms, the two
 * together as stored, its facts read again, and rendered for its page, each the median of 7
 * runs after one to compile. Bundled as the server's build bundles it (scripts/run-bundled.mjs):
 * through tsx, module by module, parse5 alone takes four times as long. A long article repeats
 * its words, as the sample one does; the last row's words are all different, the worst case for
 * the search terms (each word stemmed once per body). With `--write`, into docs/PERFORMANCE.md.
 *
 *   node scripts/run-bundled.mjs scripts/bench-bodies.ts [--write]
 */
import os from 'node:os';
import { bodyFacts, renderBody, storeBody } from '@/lib/articles/body';
import { storedBody } from '@/lib/articles/sanitize';
import { indexText } from '@/lib/articles/search/terms';
import { ARTICLE_HTML_MAX_BYTES } from '@/lib/articles/validation';
import { longArticle } from './load/long-article.mjs';
import { writeDocSection } from './load/doc-section.mjs';

function median(run: () => unknown): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[3]!;
}

/** A body of about `bytes` whose words are all different (Latin and Cyrillic, 5–9 letters). */
function distinctWords(bytes: number): string {
  const letters = ['abcdefghijklmnopqrstuvwxyz', 'абвгдежзиклмнопрстуфхцчшщэюя'];
  const paragraphs: string[] = [];
  let size = 0;
  for (let n = 1; size < bytes;) {
    const words: string[] = [];
    for (let w = 0; w < 40; w++, n++) {
      const alphabet = letters[n % 2]!;
      let word = '';
      for (let rest = n, i = 0; i < 5 + (n % 5); i++, rest = Math.floor(rest / 7) + i * 31) {
        word += alphabet[rest % alphabet.length];
      }
      words.push(`${word}${alphabet[n % alphabet.length]}${n.toString(36)}`);
    }
    const paragraph = `<p>${words.join(' ')}</p>`;
    paragraphs.push(paragraph);
    size += Buffer.byteLength(paragraph);
  }
  return paragraphs.join('');
}

const LIMIT = ARTICLE_HTML_MAX_BYTES - 16 * 1024;
const bodies = [
  { name: 'long article', html: longArticle(100 * 1024) },
  { name: 'long article', html: longArticle(LIMIT) },
  { name: 'every word different', html: distinctWords(LIMIT) },
];
const rows = bodies.map(({ name, html }) => {
  const stored = storeBody(html);
  return {
    name,
    kb: Math.round(Buffer.byteLength(html) / 1024),
    sanitised: median(() => storedBody(html)),
    terms: median(() => indexText(stored.text)),
    store: median(() => storeBody(html)),
    facts: median(() => bodyFacts(stored.html)),
    render: median(() => renderBody(stored.html)),
  };
});

/** docs/PERFORMANCE.md's target for sanitising a body at the size limit. */
const TARGET_MS = 100;
const slowest = Math.max(...rows.slice(1).map((row) => row.sanitised));

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}, bundled as the server's build bundles it, in one process (the server runs these on the article bodies' thread); medians of 7.`,
  '',
  '| body | sanitised, with its text | its search terms | stored, with all its facts | its facts read again | rendered for its page |',
  '| ---- | ------------------------ | ---------------- | -------------------------- | -------------------- | --------------------- |',
  ...rows.map(
    (row) =>
      `| ${row.kb} KB, ${row.name} | ${row.sanitised.toFixed(0)} ms | ${row.terms.toFixed(0)} ms | ${row.store.toFixed(0)} ms | ${row.facts.toFixed(0)} ms | ${row.render.toFixed(0)} ms |`,
  ),
  '',
  `The target, a body at the limit sanitised with its text in under ${TARGET_MS} ms: ${
    slowest <= TARGET_MS ? 'met' : 'NOT met'
  } (${slowest.toFixed(0)} ms at most).`,
].join('\n');
console.log(`\n${table}\n`);

if (process.argv.includes('--write')) {
  await writeDocSection('bodies', '## Article bodies at the size limit', table);
}
if (slowest > TARGET_MS) process.exitCode = 1;

/**
 * How long an article's body takes to read at the size limit (`npm run bench` runs it; a
 * benchmark, not a test): stored (sanitised, read for the search index), its facts read again,
 * and rendered for its page, each the median of 7 runs after one to compile. With `--write`,
 * into docs/PERFORMANCE.md.
 *
 *   npx tsx scripts/bench-bodies.ts [--write]
 */
import os from 'node:os';
import { bodyFacts, renderBody, storeBody } from '@/lib/articles/body';
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

const sizes = [100 * 1024, ARTICLE_HTML_MAX_BYTES - 16 * 1024];
const rows = sizes.map((bytes) => {
  const html = longArticle(bytes);
  const stored = storeBody(html).html;
  return {
    kb: Math.round(Buffer.byteLength(html) / 1024),
    store: median(() => storeBody(html)),
    facts: median(() => bodyFacts(stored)),
    render: median(() => renderBody(stored)),
  };
});

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}, in one process (the server runs these on the article bodies' thread); medians of 7.`,
  '',
  '| body | stored (sanitised, read for search) | its facts read again | rendered for its page |',
  '| ---- | ----------------------------------- | -------------------- | --------------------- |',
  ...rows.map(
    (row) =>
      `| ${row.kb} KB | ${row.store.toFixed(0)} ms | ${row.facts.toFixed(0)} ms | ${row.render.toFixed(0)} ms |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

if (process.argv.includes('--write')) {
  writeDocSection('bodies', '## Article bodies at the size limit', table);
}

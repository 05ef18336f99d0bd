#!/usr/bin/env node
// The newsroom's HTML weight and server time with 10 and with 10,000 articles in the store: the
// newsroom, its last page, a hashtag page, the sitemap and the feed. Needs a production build:
// `npm run build && npm run measure:newsroom`. Writes its table into docs/PERFORMANCE.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { startNext } from './load/measure.mjs';

const PORT = Number(process.env.MEASURE_PORT) || 3400;
const SECRET = 'measure-newsroom-secret';
const RUNS = 25;
// Articles per sitemap file (lib/seo/sitemap.ts SITEMAP_PART_SIZE).
const SITEMAP_PART_SIZE = 1000;

function fill(file, count) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert into articles (slug, title, author_name, hashtags, content, banner_hash, banner_meta_title,
       banner_meta_alt, published_at, updated_at) values (?, ?, ?, ?, ?, null, '', '', ?, ?)`,
  );
  const tag = db.prepare('insert into article_tags (article_id, tag) values (?, ?)');
  const body = `<h2>Section</h2>${'<p>Measured paragraph of an article body with some words in it.</p>'.repeat(20)}`;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const date = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString();
      const id = insert.run(
        `measured-${i}`,
        `Measured article number ${i}`,
        'Load Test',
        '#load #design',
        body,
        date,
        date,
      ).lastInsertRowid;
      tag.run(id, 'load');
      tag.run(id, 'design');
    }
  })();
  db.close();
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(url) {
  const start = performance.now();
  const response = await fetch(url);
  const html = Buffer.from(await response.arrayBuffer());
  return {
    ms: performance.now() - start,
    bytes: html.length,
    gzip: zlib.gzipSync(html).length,
    status: response.status,
  };
}

async function measure(count) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `newsroom-${count}-`));
  const server = await startNext({
    port: PORT,
    readyPath: '/api/articles',
    env: { DATA_DIR: dataDir, SEED_SAMPLE: '0', REVALIDATE_SECRET: SECRET },
  });
  const ORIGIN = server.origin;
  try {
    fill(path.join(dataDir, 'site.db'), count);
    await fetch(`${ORIGIN}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}` },
    });
    const rows = [];
    const lastPage = Math.ceil(count / 12);
    const lastSitemap = count > SITEMAP_PART_SIZE ? Math.ceil(count / SITEMAP_PART_SIZE) : 0;
    for (const [label, url] of [
      ['/newsroom', '/newsroom'],
      // The last page (the newsroom itself when there is only one).
      ['last page', lastPage > 1 ? `/newsroom/page/${lastPage}` : '/newsroom'],
      ['/newsroom/tag/load', '/newsroom/tag/load'],
      ['/sitemap.xml', '/sitemap.xml'],
      // The last file of the sitemap index (the sitemap itself while it fits in one file).
      ['last sitemap file', lastSitemap > 0 ? `/sitemap/${lastSitemap}.xml` : '/sitemap.xml'],
      ['/newsroom/feed.xml', '/newsroom/feed.xml'],
    ]) {
      const cold = await time(ORIGIN + url);
      const warm = [];
      for (let i = 0; i < RUNS; i++) warm.push(await time(ORIGIN + url));
      rows.push({
        articles: count,
        page: label,
        status: cold.status,
        'HTML KB': (cold.bytes / 1024).toFixed(1),
        'HTML KB gzip': (cold.gzip / 1024).toFixed(1),
        'first (ms)': cold.ms.toFixed(0),
        'median (ms)': percentile(
          warm.map((r) => r.ms),
          50,
        ).toFixed(1),
        'p95 (ms)': percentile(
          warm.map((r) => r.ms),
          95,
        ).toFixed(1),
      });
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [...(await measure(10)), ...(await measure(10_000))];
console.table(results);

const columns = Object.keys(results[0]);
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} (\`npm run measure:newsroom\`): the first request renders`,
  `the page, then ${RUNS} requests one after another are served from the cache.`,
  '',
  `| ${columns.join(' | ')} |`,
  `| ${columns.map(() => '---').join(' | ')} |`,
  ...results.map((row) => `| ${columns.map((column) => row[column]).join(' | ')} |`),
].join('\n');
const doc = 'docs/PERFORMANCE.md';
const start = '<!-- newsroom-scale:start -->';
const end = '<!-- newsroom-scale:end -->';
const current = fs.readFileSync(doc, 'utf8');
const [before, rest] = current.includes(start)
  ? current.split(start)
  : [`${current.trimEnd()}\n\n## 10 and 10,000 articles\n\n`, `\n${end}\n`];
fs.writeFileSync(doc, `${before}${start}\n\n${table}\n\n${end}${rest.split(end)[1] ?? '\n'}`);
console.log(`Written to ${doc}`);

#!/usr/bin/env node
// Lighthouse (mobile and desktop) and first-load JavaScript of the public pages, measured on
// the production build: `npm run build && npm run audit [-- /extra/path ...]`.
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const run = promisify(execFile);
// Port 3000 by default: canonical links of a default build point there.
const PORT = Number(process.env.AUDIT_PORT) || 3000;
const ORIGIN = `http://localhost:${PORT}`;
const EXTRA_PAGES = process.argv.slice(2);
const OUT = path.resolve('reports', 'audit');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

async function waitForServer(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start at ${url}`);
}

/**
 * Sum of the gzip sizes of the scripts the page's HTML references. `nomodule` scripts (legacy
 * polyfills) are left out: no browser that runs modules downloads them.
 */
async function firstLoadJs(pathname) {
  const html = await (await fetch(ORIGIN + pathname)).text();
  const sources = [...html.matchAll(/<script[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule/i.test(tag))
    .map((tag) => tag.match(/src="([^"]+)"/)?.[1])
    .filter(Boolean);
  let total = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, ORIGIN))).arrayBuffer());
    total += zlib.gzipSync(body).length;
  }
  return {
    scripts: new Set(sources).size,
    kb: total / 1024,
    htmlKb: Buffer.byteLength(html) / 1024,
  };
}

async function lighthouse(pathname, formFactor) {
  const name = `${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${formFactor}`;
  const file = path.join(OUT, `${name}.json`);
  const args = [
    ORIGIN + pathname,
    '--output=json',
    `--output-path=${file}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await run(path.resolve('node_modules/.bin/lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: CHROME },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    page: pathname,
    device: formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
  };
}

fs.mkdirSync(OUT, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-data-'));
const server = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(PORT)], {
  env: { ...process.env, DATA_DIR: dataDir, NEXT_PUBLIC_GA_ID: '' },
  stdio: 'ignore',
  detached: true,
});

let exited = false;
server.on('exit', () => (exited = true));
try {
  await waitForServer(`${ORIGIN}/policy`);
  if (exited) throw new Error(`port ${PORT} is taken by another server: stop it or set AUDIT_PORT`);
  const newest = (await (await fetch(`${ORIGIN}/api/articles`)).json()).data[0];
  const PAGES = [
    '/',
    '/ru',
    '/policy',
    '/newsroom',
    ...(newest ? [`/newsroom/${newest.slug}`] : []),
    ...EXTRA_PAGES,
  ];
  const results = [];
  const bundles = [];
  for (const page of PAGES) {
    bundles.push({ page, ...(await firstLoadJs(page)) });
    for (const device of ['mobile', 'desktop']) {
      // Warm the server and image caches so the numbers describe the page, not the first hit.
      await fetch(ORIGIN + page);
      results.push(await lighthouse(page, device));
    }
  }
  console.log('\nLighthouse');
  console.table(results);
  console.log('First-load JavaScript (gzip) and HTML size');
  console.table(
    bundles.map((b) => ({
      page: b.page,
      scripts: b.scripts,
      'first-load JS (KB gzip)': b.kb.toFixed(1),
      'HTML (KB)': b.htmlKb.toFixed(1),
    })),
  );
  fs.writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify({ results, bundles }, null, 2));
  console.log(`Reports: ${path.relative(process.cwd(), OUT)}/`);
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

#!/usr/bin/env node
// Lighthouse (mobile and desktop) and first-load JavaScript of the public pages, measured on
// the production build: `npm run build && npm run audit [-- /extra/path ...]`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouse, pageSizes, waitFor } from './load/measure.mjs';

// Port 3000 by default: canonical links of a default build point there.
const PORT = Number(process.env.AUDIT_PORT) || 3000;
const ORIGIN = `http://localhost:${PORT}`;
const EXTRA_PAGES = process.argv.slice(2);
const OUT = path.resolve('reports', 'audit');

async function audit(pathname, formFactor) {
  const name = `${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${formFactor}`;
  const outFile = path.join(OUT, `${name}.json`);
  const { fcpMs: _fcp, ...scores } = await lighthouse(ORIGIN + pathname, {
    desktop: formFactor === 'desktop',
    outFile,
  });
  return { page: pathname, device: formFactor, ...scores };
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
  await waitFor(`${ORIGIN}/policy`, 30_000);
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
    bundles.push({ page, ...(await pageSizes(ORIGIN, page)) });
    for (const device of ['mobile', 'desktop']) {
      // Warm the server and image caches so the numbers describe the page, not the first hit.
      await fetch(ORIGIN + page);
      results.push(await audit(page, device));
    }
  }
  console.log('\nLighthouse');
  console.table(results);
  console.log('First-load JavaScript (gzip) and HTML size');
  console.table(
    bundles.map((b) => ({
      page: b.page,
      scripts: b.scripts,
      'first-load JS (KB gzip)': b.firstLoadJsKb.toFixed(1),
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

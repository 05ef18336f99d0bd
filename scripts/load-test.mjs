// Load test of the public pages (a benchmark, not a test: `npm run load-test`, after a build).
// Starts the production build on its own port and database, warms each page, then sends it
// `--connections` concurrent connections for `--duration` seconds with autocannon, on loopback.
// Prints requests/s, latency percentiles, 5xx answers and socket errors per page, and writes
// them to reports/load-test.json.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const CONNECTIONS = option('connections', 100);
const DURATION = option('duration', 30);
const PORT = option('port', 3500);
const ORIGIN = `http://localhost:${PORT}`;

async function waitFor(url, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-test-'));
const server = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(PORT)], {
  env: { ...process.env, DATA_DIR: dataDir, NEXT_PUBLIC_GA_ID: '', NEXT_PUBLIC_SITE_URL: ORIGIN },
  stdio: 'ignore',
  detached: true,
});

try {
  await waitFor(`${ORIGIN}/policy`);
  const { data } = await (await fetch(`${ORIGIN}/api/articles`)).json();
  const pages = [
    '/',
    '/ru',
    '/policy',
    '/newsroom',
    '/ru/newsroom',
    '/newsroom/tag/design',
    `/newsroom/${data[0].slug}`,
    '/sitemap.xml',
    '/newsroom/feed.xml',
    '/newsroom/no-such-article',
  ];
  for (const page of pages) await fetch(`${ORIGIN}${page}`);

  const rows = [];
  for (const page of pages) {
    const result = await run(`${ORIGIN}${page}`);
    const row = {
      page,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      status2xx: result['2xx'],
      status4xx: result['4xx'],
      status5xx: result['5xx'],
      socketErrors: result.errors,
      timeouts: result.timeouts,
    };
    rows.push(row);
    console.log(
      `${page.padEnd(28)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  5xx ${row.status5xx}  errors ${row.socketErrors}  timeouts ${row.timeouts}`,
    );
  }
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/load-test.json',
    JSON.stringify(
      { connections: CONNECTIONS, duration: DURATION, date: new Date().toISOString(), rows },
      null,
      2,
    ),
  );
  const failed = rows.filter((r) => r.status5xx > 0 || r.socketErrors > 0 || r.timeouts > 0);
  if (failed.length > 0) {
    console.error(`5xx answers or socket errors on: ${failed.map((r) => r.page).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

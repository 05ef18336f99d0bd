// Load test of the public pages (a benchmark, not a test: `npm run load-test`, after a build).
// Starts the production build on its own port and database, warms each page, then sends it
// `--connections` concurrent keep-alive connections for `--duration` seconds on loopback, with
// wrk (Debian's `wrk`: a C client, so that the client does not take the server's CPU on a small
// machine) or, without it, autocannon. `--gzip` asks for compressed answers, as browsers do.
// Prints requests/s, p50/p99/max latency, 5xx answers and socket errors per page, and writes
// them to reports/load-test.json.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor, wrk } from './load/measure.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const CONNECTIONS = option('connections', 100);
const DURATION = option('duration', 30);
const PORT = option('port', 3500);
const GZIP = process.argv.includes('--gzip');
const ORIGIN = `http://localhost:${PORT}`;
const HAS_WRK = spawnSync('wrk', ['--version']).error === undefined;

async function withWrk(url) {
  const report = await wrk(url, { connections: CONNECTIONS, duration: DURATION, gzip: GZIP });
  return {
    requestsPerSecond: report.requestsPerSecond,
    p50: report.p50,
    p99: report.p99,
    max: report.max,
    status5xx: report.status5xx,
    socketErrors: report.connectErrors + report.readErrors + report.writeErrors,
    timeouts: report.timeouts,
  };
}

function withAutocannon(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        timeout: 10,
        headers: GZIP ? { 'accept-encoding': 'gzip, deflate, br' } : {},
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              max: result.latency.max,
              status5xx: result['5xx'],
              socketErrors: result.errors - result.timeouts,
              timeouts: result.timeouts,
            }),
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

  const client = HAS_WRK ? 'wrk' : 'autocannon';
  console.log(`${client}, ${CONNECTIONS} connections, ${DURATION} s a page${GZIP ? ', gzip' : ''}`);
  const rows = [];
  for (const page of pages) {
    const url = `${ORIGIN}${page}`;
    const row = { page, ...(HAS_WRK ? await withWrk(url) : await withAutocannon(url)) };
    rows.push(row);
    console.log(
      `${page.slice(0, 40).padEnd(40)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms  5xx ${row.status5xx}  socket errors ${row.socketErrors}  time-outs ${row.timeouts}`,
    );
  }
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/load-test.json',
    JSON.stringify(
      {
        client,
        connections: CONNECTIONS,
        duration: DURATION,
        gzip: GZIP,
        date: new Date().toISOString(),
        rows,
      },
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

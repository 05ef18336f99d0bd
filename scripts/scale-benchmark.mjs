// Throughput of the public pages on one instance with the embedded SQLite store against two
// instances sharing PostgreSQL and Redis, in the same run on the same machine (a benchmark,
// not a test: `npm run benchmark:scale`, after a build; needs Debian's wrk, and PostgreSQL and
// Redis from `eval "$(bash scripts/services.sh start)"`, which sets TEST_DATABASE_URL and
// TEST_REDIS_URL). Both set-ups get the same `--connections` in total (split across the two
// instances) for `--duration` seconds a page, on loopback. Writes reports/scale-benchmark.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startNext, wrk } from './load/measure.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const CONNECTIONS = option('connections', 50);
const DURATION = option('duration', 10);
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseServer || !redisUrl) {
  console.error('Start the services first: eval "$(bash scripts/services.sh start)"');
  process.exit(1);
}

const servers = [];
async function start(port, env) {
  const server = await startNext({ port, env, readyPath: '/policy' });
  servers.push(server);
  return server.origin;
}

/** wrk on each origin at once, the connections split between them; requests/s summed. */
async function load(origins, page) {
  const reports = await Promise.all(
    origins.map((origin) =>
      wrk(`${origin}${page}`, {
        threads: 1,
        connections: Math.max(1, Math.round(CONNECTIONS / origins.length)),
        duration: DURATION,
      }),
    ),
  );
  return {
    requestsPerSecond: reports.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p99: Math.max(...reports.map((r) => r.p99)),
    errors: reports.reduce((sum, r) => sum + r.errors, 0),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-benchmark-'));
const database = `bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: databaseServer });
await admin.connect();
await admin.query(`create database ${database}`);
const databaseUrl = Object.assign(new URL(databaseServer), { pathname: `/${database}` }).toString();
execFileSync('redis-cli', ['-u', redisUrl, 'flushall']);

try {
  const single = [await start(3601, { DATA_DIR: dataDir })];
  const shared = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  const pair = [await start(3602, shared), await start(3603, shared)];
  const { data } = await (await fetch(`${single[0]}/api/articles`)).json();
  const pages = [
    '/',
    '/ru',
    '/policy',
    '/newsroom',
    `/newsroom/${data[0].slug}`,
    '/newsroom/feed.xml',
  ];
  for (const origin of [...single, ...pair]) {
    for (const page of pages) await fetch(`${origin}${page}`);
  }
  console.log(`wrk, ${CONNECTIONS} connections in total, ${DURATION} s a page and set-up`);
  console.log(`${'page'.padEnd(34)} ${'1 × SQLite'.padStart(16)} ${'2 × PG + Redis'.padStart(18)}`);
  const rows = [];
  for (const page of pages) {
    const one = await load(single, page);
    const two = await load(pair, page);
    rows.push({ page, single: one, pair: two });
    console.log(
      `${page.slice(0, 34).padEnd(34)} ${`${one.requestsPerSecond} req/s`.padStart(16)} ${`${two.requestsPerSecond} req/s`.padStart(18)}   p99 ${one.p99} / ${two.p99} ms   errors ${one.errors} / ${two.errors}`,
    );
  }
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/scale-benchmark.json',
    JSON.stringify(
      { connections: CONNECTIONS, duration: DURATION, cpus: os.cpus().length, rows },
      null,
      2,
    ),
  );
} finally {
  for (const server of servers) await server.stop();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

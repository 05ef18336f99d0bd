// What the attack's loads cost a visitor (`npm run bench` runs it, after `npm run build`; a
// benchmark, not a test): a visitor reads /policy every 50 ms while each load runs, longer
// than the isolation suite runs them (e2e/isolation.spec.ts), and the server's main thread's
// longest delay is read meanwhile (test/loop-probe.cjs). With `--write`, into
// docs/PERFORMANCE.md.
//
//   node scripts/bench-isolation.mjs [--scale 1] [--write]
//
// --scale multiplies every load's count and length (0.2 for a quick look).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  autosaves,
  beacons,
  dashboards,
  loopProbeEnv,
  searches,
  seedTodaysViews,
  signIn,
  whileProbed,
} from './load/isolation.mjs';
import { startNext } from './load/measure.mjs';
import { writeDocSection } from './load/doc-section.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const SCALE = option('scale', 1);
const PORT = 3540;
const STAFF = { email: 'isolation@lumen.test', password: 'isolation staff passphrase' };
const PAGES = ['/', '/newsroom', '/ru', '/policy', '/ru/newsroom', '/newsroom/tag/design'];
const n = (count) => Math.max(1, Math.round(count * SCALE));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-isolation-'));
const probeFile = path.join(os.tmpdir(), `bench-isolation-loop-${process.pid}`);
const site = await startNext({
  port: PORT,
  readyPath: '/policy',
  env: {
    DATA_DIR: dataDir,
    CRM_ADMIN_EMAIL: STAFF.email,
    CRM_ADMIN_PASSWORD: STAFF.password,
    // The benchmark plays the reverse proxy, so that its beacons come from many clients.
    TRUSTED_PROXIES: 'loopback',
    // The sweep looks every second whether today is due for its roll-up (once a minute).
    SWEEP_INTERVAL_MS: '1000',
    SMTP_URL: '',
    CONTACT_TO: '',
    ...loopProbeEnv(probeFile),
  },
});

const rows = [];
async function measure(name, load, said) {
  const figures = await whileProbed(site, `${site.origin}/policy`, probeFile, load, {
    seconds: 600,
  });
  const row = { name, ...figures, said: said(figures.done) };
  console.log(
    `${name}: /policy p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ` +
      `max ${row.max.toFixed(1)} ms (${row.requests}); loop max ${row.loopMaxMs} ms; ${row.said}`,
  );
  rows.push(row);
}

const statuses = (counted) =>
  Object.entries(counted)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
const tally = (values) => {
  const counted = {};
  for (const value of values) counted[value] = (counted[value] ?? 0) + 1;
  return counted;
};
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

try {
  const cookie = await signIn(site.origin, STAFF);
  await measure(
    'nothing else',
    () => new Promise((resolve) => setTimeout(resolve, 10_000)),
    () => '',
  );
  await measure(
    'a 500 KB autosave every second',
    () =>
      autosaves(site.origin, cookie, { bytes: 500 * 1024, count: n(30), seconds: 60 * SCALE + 5 }),
    (saves) =>
      `${saves.length} saves, ${statuses(tally(saves.map((s) => s.status)))}, ` +
      `median ${median(saves.map((s) => s.ms)).toFixed(0)} ms each`,
  );
  await measure(
    '100,000 beacons from 1,000 addresses (today rolled up every minute meanwhile)',
    () =>
      beacons(site.origin, {
        count: n(100_000),
        addresses: 1_000,
        seconds: 240 * SCALE + 10,
        connections: 16,
        pages: PAGES,
      }),
    (flood) => `${flood.sent} sent: ${statuses(flood.statuses)}`,
  );
  seedTodaysViews(dataDir, { total: n(200_000), visitors: 2_000, pages: ['home', 'policy'] });
  await measure(
    'today’s dashboard, loaded every second, over 200,000 more page views',
    () => dashboards(site.origin, cookie, { times: n(90), everyMs: 1_000 }),
    (loads) =>
      `${loads.length} loads, median ${median(loads.map((l) => l.ms)).toFixed(0)} ms, longest ${Math.max(...loads.map((l) => l.ms)).toFixed(0)} ms`,
  );
  await measure(
    '2,000 distinct searches from one address, 16 at a time',
    () => searches(site.origin, { count: n(2_000), seconds: 120, connections: 16 }),
    (flood) => `${flood.sent} sent: ${statuses(flood.statuses)}`,
  );
} finally {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${probeFile}.${site.pid}`, { force: true });
}

const fixed = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}, SQLite, the production build; a visitor reads \`/policy\` every 50 ms on one kept-alive connection during each load${SCALE === 1 ? '' : ` (loads scaled by ${SCALE})`}.`,
  '',
  '| load | `/policy` p50 | p99 | longest | main thread’s longest delay | the load |',
  '| ---- | ------------- | --- | ------- | --------------------------- | -------- |',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${fixed(row.p50)} ms | ${fixed(row.p99)} ms | ${fixed(row.max)} ms | ${fixed(row.loopMaxMs)} ms | ${row.said || '–'} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

if (process.argv.includes('--write')) {
  await writeDocSection('isolation', "## A visitor's page under the attack's loads", table);
}

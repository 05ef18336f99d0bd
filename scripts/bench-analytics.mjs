// The analytics collector under load (`npm run bench` runs it; a benchmark, not a test), on the
// production build: how many page views a second the collecting endpoint accepts, and what
// counting 2,000 a second costs a public page's throughput while it runs. Ratios are the claim
// (the machine is shared and noisy). Writes its table into docs/PERFORMANCE.md.
//
//   node scripts/bench-analytics.mjs [--rate 2000] [--duration 8] [--rounds 5] [--write]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { cpuSeconds } from './load/cpu-time.mjs';
import { median, startNext, wrk } from './load/measure.mjs';
import { writeDocSection } from './load/doc-section.mjs';

const run = promisify(execFile);

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const RATE = option('rate', 2000);
const DURATION = option('duration', 8);
const ROUNDS = option('rounds', 5);
const PAGE = '/newsroom';
const PORT = 3530;

/** wrk of events alone: the endpoint's capacity, from many addresses. */
async function eventCapacity(origin) {
  const { stdout } = await run(
    'wrk',
    ['-t2', '-c50', `-d${DURATION}s`, '--timeout', '10s', '-s', 'scripts/load/events.lua', origin],
    { env: { ...process.env, LOAD_ORIGIN: origin } },
  );
  const report = JSON.parse(stdout.trim().split('\n').at(-1));
  return {
    perSecond: Math.round(report.requests / (report.durationUs / 1e6)),
    acceptedPerSecond: Math.round(report.accepted / (report.durationUs / 1e6)),
    accepted: report.accepted,
    p99: Math.round(report.p99Us / 1000),
  };
}

/**
 * The page under wrk while page views arrive at `rate` a second from another process (or, with
 * `path` '/policy', as many requests that are refused before Next: HTTP alone).
 */
async function pageWithEvents(origin, rate, path = '/api/event') {
  const events = run(process.execPath, [
    'scripts/load/paced-events.mjs',
    origin,
    String(rate),
    String(DURATION + 2),
    path,
  ]);
  // The events start first and end last: the page's whole measurement is under them.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const page = await wrk(`${origin}${PAGE}`, { connections: 50, duration: DURATION });
  const { stdout } = await events;
  return { page, events: JSON.parse(stdout.trim().split('\n').at(-1)) };
}

/**
 * What a page view costs the server's own thread (the one every page shares) and the whole
 * process (the counting thread included), in CPU time: page views alone at `rate` a second.
 * Steadier than throughput on a shared machine.
 */
async function threadCost(site, rate) {
  const main = cpuSeconds(site.pid, site.pid);
  const whole = cpuSeconds(site.pid);
  const { stdout } = await run(process.execPath, [
    'scripts/load/paced-events.mjs',
    site.origin,
    String(rate),
    String(DURATION),
  ]);
  // The last batches are written within a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { sent, accepted } = JSON.parse(stdout.trim().split('\n').at(-1));
  return {
    accepted,
    mainUs: Math.round(((cpuSeconds(site.pid, site.pid) - main) / sent) * 1e6),
    wholeUs: Math.round(((cpuSeconds(site.pid) - whole) / sent) * 1e6),
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
  const site = await startNext({
    port: PORT,
    readyPath: PAGE,
    env: {
      DATA_DIR: dataDir,
      // The benchmark plays the reverse proxy: each page view comes from a client of its own.
      TRUSTED_PROXIES: 'loopback',
      REDIS_URL: '',
      DATABASE_URL: '',
    },
  });
  try {
    await fetch(`${site.origin}${PAGE}`);
    const alone = [];
    const loaded = [];
    const bare = [];
    let events;
    let acceptedTotal = 0;
    // Alternated round after round, each loaded figure compared with the page alone just
    // before it, so that the machine's drift falls on both sides alike.
    for (let round = 0; round < ROUNDS; round++) {
      const page = (await wrk(`${site.origin}${PAGE}`, { connections: 50, duration: DURATION }))
        .requestsPerSecond;
      const under = await pageWithEvents(site.origin, RATE);
      events = under.events;
      acceptedTotal += under.events.accepted;
      const refused = await pageWithEvents(site.origin, RATE, '/policy');
      alone.push(page);
      loaded.push(under.page.requestsPerSecond / page);
      bare.push(refused.page.requestsPerSecond / page);
    }
    const cost = await threadCost(site, RATE);
    acceptedTotal += cost.accepted;
    const capacity = await eventCapacity(site.origin);
    acceptedTotal += capacity.accepted;
    // Batches are written within a second: wait for the last, then count what was stored.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
    const stored = db.prepare('select count(*) as n from analytics_events').get().n;
    db.close();

    const base = median(alone);
    const withEvents = median(loaded);
    const withBare = median(bare);
    const change = (ratio) => {
      const drop = (1 - ratio) * 100;
      return `${drop >= 0 ? '−' : '+'}${Math.abs(drop).toFixed(1)} %`;
    };
    const each = (ratios) => ratios.map(change).join(', ');
    const date = new Date().toISOString().slice(0, 10);
    const table = [
      `Measured ${date} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), SQLite, ` +
        `wrk 2 threads × 50 connections on \`${PAGE}\` for ${DURATION} s; ${ROUNDS} rounds, each ` +
        'loaded figure as a change from the page alone just before it; medians.',
      '',
      '| measure | figure |',
      '| --- | --- |',
      `| \`${PAGE}\` alone | ${base} requests/s |`,
      `| \`${PAGE}\` while ${RATE} page views/s are posted | ${change(withEvents)} (rounds: ${each(loaded)}) |`,
      `| \`${PAGE}\` while ${RATE} requests/s are refused before Next (405: HTTP alone, nothing counted) | ${change(withBare)} (rounds: ${each(bare)}) |`,
      `| page views accepted meanwhile | ${events.rate}/s (${events.accepted} of ${events.sent}; ${events.refused} refused, ${events.failed} failed) |`,
      `| CPU a page view costs, ${RATE}/s alone: the server's thread (every page's) / the whole process (the counting thread too) | ${cost.mainUs} µs / ${cost.wholeUs} µs |`,
      `| the collecting endpoint alone (wrk, 50 connections) | ${capacity.acceptedPerSecond} accepted/s of ${capacity.perSecond}/s, p99 ${capacity.p99} ms |`,
      `| page views stored at the end (every accepted one, and the few wrk left unanswered when it stopped) | ${stored} of ${acceptedTotal} accepted |`,
    ].join('\n');
    console.log(`\n${table}\n`);
    if (process.argv.includes('--write')) {
      await writeDocSection('analytics', '## Counting page views', table);
    }
  } finally {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

// The attack's loads, each bounded in count and in time, and a visitor who reads `/policy`
// meanwhile: what the isolation suite (e2e/isolation.spec.ts) runs briefly and
// `npm run bench` (scripts/bench-isolation.mjs) runs longer. Traffic goes to loopback only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sendBeacon } from './beacon.mjs';
import { longArticle } from './long-article.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The longest delay of a server's main thread within [from, to] (test/loop-probe.cjs). */
export function loopDelay(probeFile, pid, from, to) {
  const file = `${probeFile}.${pid}`;
  if (!fs.existsSync(file)) return Number.NaN;
  let longest = 0;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [at, ms] = line.split(' ').map(Number);
    // A line covers the 250 ms before it: one written up to a freeze's length after `to`
    // still tells of that stretch.
    if (at >= from && at <= to + 250) longest = Math.max(longest, ms);
  }
  return longest;
}

/** The variables that make a server write its main thread's delays (test/loop-probe.cjs). */
export function loopProbeEnv(probeFile) {
  return {
    NODE_OPTIONS: `--require ${path.resolve('test/loop-probe.cjs')}`,
    LOOP_PROBE_FILE: probeFile,
  };
}

/**
 * A visitor reading `url` every `everyMs`, in a process of its own (so that the loads this
 * process sends never delay its clock), until `stop()` or `seconds` at most: `stop()` gives
 * the time of each answer in ms (-1 for an answer other than 200 or none).
 */
export function probe(url, { seconds, everyMs = 50 }) {
  const code = `
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const times = [];
    let stopped = false;
    process.stdin.on('data', () => (stopped = true)).on('end', () => (stopped = true));
    const end = Date.now() + ${Math.round(seconds * 1000)};
    (async () => {
      while (!stopped && Date.now() < end) {
        const started = performance.now();
        const status = await new Promise((resolve) => {
          const request = http.get(${JSON.stringify(url)}, { agent, timeout: 30000 }, (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode));
          });
          request.on('error', () => resolve(0));
          request.on('timeout', () => request.destroy());
        });
        times.push(status === 200 ? performance.now() - started : -1);
        await new Promise((resolve) => setTimeout(resolve, ${everyMs}));
      }
      process.stdout.write(JSON.stringify(times));
      agent.destroy();
      process.exit(0);
    })();`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
  return {
    stop() {
      child.stdin.end('stop');
      return exited;
    },
  };
}

/** p50, p99 and the longest of a probe's times; `failed` counts answers other than 200. */
export function probeFigures(times) {
  const ok = times.filter((t) => t >= 0).sort((a, b) => a - b);
  const at = (share) => ok[Math.min(ok.length - 1, Math.floor(share * ok.length))] ?? Number.NaN;
  return {
    requests: times.length,
    failed: times.length - ok.length,
    p50: at(0.5),
    p99: at(0.99),
    max: ok.at(-1) ?? Number.NaN,
  };
}

/** Runs `load` while a visitor reads `probeUrl`: the probe's figures and the loop's delay. */
export async function whileProbed(site, probeUrl, probeFile, load, { seconds }) {
  const from = Date.now();
  const visitor = probe(probeUrl, { seconds });
  // The visitor's first answers come before the load starts: the page as it is unloaded.
  await sleep(300);
  let done;
  let times = [];
  try {
    done = await load();
  } finally {
    times = await visitor.stop();
  }
  const to = Date.now();
  return { ...probeFigures(times), loopMaxMs: loopDelay(probeFile, site.pid, from, to), done };
}

function cookieOf(answer) {
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A staff session's cookie header. */
export async function signIn(origin, staff) {
  const answer = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: origin, Accept: 'application/json' },
    body: new URLSearchParams(staff),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status}`);
  return cookieOf(answer);
}

function articleForm(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/**
 * An editor's autosave of a `bytes`-long text every `everyMs`, `count` times at most and for
 * `seconds` at most, into a draft of its own: each save's status and time.
 */
export async function autosaves(origin, cookie, { bytes, count, seconds, everyMs = 1000 }) {
  const fields = { title: `Isolation ${Date.now()}`, author_name: 'Load', hashtags: '#load' };
  const created = await fetch(`${origin}/api/article`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: origin, Accept: 'application/json' },
    body: articleForm({ ...fields, content: '<p>Start.</p>', status: 'draft' }),
  });
  if (created.status !== 201) throw new Error(`draft not created: ${created.status}`);
  const { id } = (await created.json()).data;
  const text = longArticle(bytes);
  const saves = [];
  const end = Date.now() + seconds * 1000;
  for (let i = 0; i < count && Date.now() < end; i++) {
    const started = performance.now();
    const answer = await fetch(`${origin}/api/article/${id}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin, Accept: 'application/json' },
      body: articleForm({
        ...fields,
        content: `${text}<p>Save ${i}.</p>`,
        status: 'draft',
        autosave: '1',
        _method: 'PUT',
      }),
    });
    await answer.arrayBuffer();
    saves.push({ status: answer.status, ms: performance.now() - started });
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
  await fetch(`${origin}/api/article/${id}`, {
    method: 'DELETE',
    headers: { Cookie: cookie, Origin: origin, Accept: 'application/json' },
  });
  return saves;
}

/**
 * Page-view beacons as browsers send them, from `addresses` clients (the site must believe
 * X-Forwarded-For from loopback), `count` at most for `seconds` at most on `connections`
 * connections: how many of each status came back.
 */
export async function beacons(origin, { count, addresses, seconds, connections = 8, pages }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL('/api/event', origin);
  const statuses = {};
  const end = Date.now() + seconds * 1000;
  let sent = 0;
  const one = (n) =>
    sendBeacon(url, {
      origin,
      agent,
      page: pages[n % pages.length],
      address: `10.9.${Math.floor((n % addresses) / 250)}.${(n % addresses) % 250}`,
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < count && Date.now() < end) {
        const status = await one(sent++);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return { sent, statuses };
}

/**
 * `total` page views written straight into a site's SQLite store, as `visitors` visitors
 * reading the site over the last minute (what a flood of beacons leaves behind: each view is
 * written within seconds of its time, so the next roll-up of today reads them all).
 */
export function seedTodaysViews(dataDir, { total, visitors, pages }) {
  const db = new Database(path.join(dataDir, 'site.db'));
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const day = new Date(now).toISOString().slice(0, 10);
  // The last minute, and never yesterday.
  const midnight = Math.max(Date.parse(`${day}T00:00:00Z`), now - 60_000);
  const insert = db.prepare(
    `INSERT INTO analytics_events (viewed_at, day, visitor, page, locale, source, medium, campaign, device)
     VALUES (?, ?, ?, ?, 'en', ?, '', '', 'desktop')`,
  );
  const chunk = 10_000;
  for (let start = 0; start < total; start += chunk) {
    db.transaction(() => {
      for (let n = start; n < Math.min(total, start + chunk); n++) {
        const at = midnight + Math.floor(((now - midnight) * n) / total);
        insert.run(
          new Date(at).toISOString(),
          day,
          `seeded-${n % visitors}`,
          pages[n % pages.length],
          n % 3 === 0 ? 'www.google.com' : '',
        );
      }
    })();
  }
  db.close();
}

/** Staff loading today's dashboard `times` times, one every `everyMs`: each load's time. */
export async function dashboards(origin, cookie, { times, everyMs = 250 }) {
  const loads = [];
  for (let i = 0; i < times; i++) {
    if (i > 0) await sleep(everyMs);
    const started = performance.now();
    const answer = await fetch(`${origin}/api/crm/analytics?period=today`, {
      headers: { Cookie: cookie, Accept: 'application/json' },
    });
    await answer.arrayBuffer();
    loads.push({ status: answer.status, ms: performance.now() - started });
  }
  return loads;
}

/** `count` distinct searches from one client, `connections` at a time: statuses counted. */
export async function searches(origin, { count, seconds, connections = 4 }) {
  const statuses = {};
  const end = Date.now() + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < count && Date.now() < end) {
        const n = sent++;
        const answer = await fetch(`${origin}/newsroom/search?q=brand+${n}+design`).catch(
          () => undefined,
        );
        await answer?.arrayBuffer();
        const status = answer?.status ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { sent, statuses };
}

// The performance benchmark (`npm run bench`, after `npm run build`; a benchmark, not a test).
// Builds an empty App Router page from the same install as the reference, starts it beside the
// site (embedded store, the sample newsroom plus enough articles for a second page), and
// measures every public page against it: wrk at 50 and 200 connections, HTML and first-load
// JavaScript sizes, and Lighthouse mobile three times a page (medians) with simulated and with
// devtools throttling, directly and through nginx with TLS and HTTP/2. Ratios to the empty page
// are the claim: this machine is shared and noisy. Writes docs/PERFORMANCE.md's measured part
// and reports/bench.json, then the newsroom search's figures (scripts/bench-search.ts), an
// article body's at the size limit (scripts/bench-bodies.ts), a visitor's page under the
// attack's loads (scripts/bench-isolation.mjs) and the analytics collector's
// (scripts/bench-analytics.mjs).
//
//   --duration <s>    seconds of load per page and connection count (default 8)
//   --runs <n>        Lighthouse runs per page and way (default 3; 0 skips Lighthouse)
//   --pages-only      the public pages alone: not the search's and the collector's figures
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { lighthouse, median, pageSizes, startNext, startTlsProxy, wrk } from './load/measure.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(
  fs.readFileSync('node_modules/lighthouse/package.json', 'utf8'),
).version.split('.')[0];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const DURATION = option('duration', 8);
const RUNS = option('runs', 3);
const PAGES_ONLY = process.argv.includes('--pages-only');
const CONNECTIONS = [50, 200];
const STAFF = { email: 'bench@lumen.test', password: 'benchmark staff passphrase' };
const REFERENCE = path.resolve('.tmp/bench/empty');

/** An empty App Router page, built from this project's node_modules. */
function buildReference() {
  const nextVersion = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version;
  const stamp = path.join(REFERENCE, '.built-with');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === nextVersion) return;
  fs.rmSync(REFERENCE, { recursive: true, force: true });
  fs.mkdirSync(path.join(REFERENCE, 'app'), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(REFERENCE, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(REFERENCE, 'package.json'), '{ "private": true }\n');
  fs.writeFileSync(path.join(REFERENCE, 'next.config.mjs'), 'export default {};\n');
  fs.writeFileSync(
    path.join(REFERENCE, 'app/layout.jsx'),
    'export const metadata = { title: "Empty", description: "An empty page" };\n' +
      'export default function RootLayout({ children }) {\n' +
      '  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  fs.writeFileSync(
    path.join(REFERENCE, 'app/page.jsx'),
    'export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n',
  );
  console.log('building the empty reference page …');
  execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: REFERENCE,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  fs.writeFileSync(stamp, nextVersion);
}

/** Adds articles through the provider's API until the newsroom has a second page. */
async function fillNewsroom(origin) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: origin, Accept: 'application/json' },
    body: new URLSearchParams(STAFF),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const banner = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .webp()
    .toBuffer();
  for (let n = 1; n <= 15; n++) {
    const form = new FormData();
    form.set('title', `Benchmark article ${n}: how a small team ships a fast site`);
    form.set('author_name', 'Benchmark');
    form.set('hashtags', '#design #performance');
    form.set('content', `<p>${'A paragraph of an ordinary article. '.repeat(40)}</p>`.repeat(6));
    form.set('banner[meta_alt]', 'A blue banner');
    form.set('banner[image]', new File([banner], 'banner.webp', { type: 'image/webp' }));
    const answer = await fetch(`${origin}/api/article`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin },
      body: form,
    });
    if (answer.status !== 201) throw new Error(`creating an article failed: ${answer.status}`);
  }
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('Build the site first: npm run build');
  process.exit(1);
}
buildReference();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const site = await startNext({
  port: 3700,
  readyPath: '/policy',
  env: {
    DATA_DIR: dataDir,
    CRM_ADMIN_EMAIL: STAFF.email,
    CRM_ADMIN_PASSWORD: STAFF.password,
    CONTACT_RATE_LIMIT: '1000',
  },
});
const reference = await startNext({ dir: REFERENCE, port: 3701 });
try {
  await fillNewsroom(site.origin);
  // An English article of the sample newsroom (at its own address: no redirect).
  const { data } = await (await fetch(`${site.origin}/api/articles?language=en`)).json();
  const article = `/newsroom/${data.at(-1).slug}`;
  const pages = [
    '/',
    '/ru',
    '/policy',
    '/newsroom',
    '/ru/newsroom',
    '/newsroom/page/2',
    '/newsroom/tag/design',
    article,
    '/sitemap.xml',
    '/newsroom/feed.xml',
  ];
  for (const page of pages) {
    const status = (await fetch(`${site.origin}${page}`)).status;
    if (status !== 200) throw new Error(`${page} answered ${status}`);
  }
  await fetch(reference.origin);

  const load = {};
  for (const connections of CONNECTIONS) {
    const empty = await wrk(`${reference.origin}/`, { connections, duration: DURATION });
    load[connections] = { empty, pages: {} };
    for (const page of pages) {
      load[connections].pages[page] = await wrk(`${site.origin}${page}`, {
        connections,
        duration: DURATION,
      });
      console.log(
        `${connections} connections ${page}: ${load[connections].pages[page].requestsPerSecond} req/s (empty page ${empty.requestsPerSecond})`,
      );
    }
  }

  const size = { empty: await pageSizes(reference.origin, '/') };
  for (const page of pages.slice(0, 8)) size[page] = await pageSizes(site.origin, page);

  // Lighthouse mobile, three ways: its simulated throttling (an estimate from an unthrottled
  // load), devtools throttling (the load really slowed down), and devtools throttling through
  // nginx with TLS and HTTP/2, as production serves (prioritisation differs from HTTP/1.1).
  const audited = [
    '/',
    '/ru',
    '/policy',
    '/newsroom',
    '/ru/newsroom',
    article,
    '/newsroom/tag/design',
  ];
  const ways = [
    { name: 'simulated', throttling: 'simulate' },
    { name: 'devtools', throttling: 'devtools' },
    { name: 'devtools over HTTP/2', throttling: 'devtools', proxied: true },
  ];
  const scores = {};
  const proxies =
    RUNS > 0
      ? {
          site: await startTlsProxy({ upstream: site.origin, port: 3743 }),
          reference: await startTlsProxy({ upstream: reference.origin, port: 3744 }),
        }
      : undefined;
  try {
    for (const way of ways) {
      if (RUNS === 0) break;
      scores[way.name] = {};
      for (const [name, origin, page] of [
        ['empty', way.proxied ? proxies.reference.origin : reference.origin, '/'],
        ...audited.map((page) => [page, way.proxied ? proxies.site.origin : site.origin, page]),
      ]) {
        const runs = [];
        for (let n = 0; n < RUNS; n++) {
          const outFile = path.resolve(
            'reports/bench',
            `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${way.name.replace(/\W+/g, '-')}-${n}.json`,
          );
          runs.push(await lighthouse(`${origin}${page}`, { outFile, throttling: way.throttling }));
        }
        scores[way.name][name] = Object.fromEntries(
          Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
        );
        console.log(`Lighthouse ${way.name} ${name}:`, scores[way.name][name]);
      }
    }
  } finally {
    await proxies?.site.stop();
    await proxies?.reference.stop();
  }

  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
  const date = new Date().toISOString().slice(0, 10);
  const label = (page) => (page === article ? 'an article' : `\`${page}\``);
  const lines = [
    `Measured ${date} on ${machine}; wrk 2 threads, ${DURATION} s a page, after a warming request;`,
    'the embedded store with the sample newsroom and 15 more articles. The empty page is an App',
    'Router page built from the same install and run beside the site.',
    '',
    '| page | 50 conn. req/s | vs empty | p99 | errors | 200 conn. req/s | vs empty | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| empty page | ${load[50].empty.requestsPerSecond} | 1.00× | ${load[50].empty.p99} ms | ${load[50].empty.errors} | ${load[200].empty.requestsPerSecond} | 1.00× | ${load[200].empty.errors} |`,
    ...pages.map((page) => {
      const a = load[50].pages[page];
      const b = load[200].pages[page];
      return `| ${label(page)} | ${a.requestsPerSecond} | ${fixed(a.requestsPerSecond / load[50].empty.requestsPerSecond, 2)}× | ${a.p99} ms | ${a.errors} | ${b.requestsPerSecond} | ${fixed(b.requestsPerSecond / load[200].empty.requestsPerSecond, 2)}× | ${b.errors} |`;
    }),
    '',
    '| page | HTML | HTML gzip | first-load JS gzip | vs empty |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(size).map(
      ([page, s]) =>
        `| ${page === 'empty' ? 'empty page' : label(page)} | ${fixed(s.htmlKb)} KB | ${fixed(s.htmlGzipKb)} KB | ${fixed(s.firstLoadJsKb)} KB | ${fixed(s.firstLoadJsKb / size.empty.firstLoadJsKb, 2)}× |`,
    ),
  ];
  if (RUNS > 0) {
    const empty = Object.fromEntries(ways.map((way) => [way.name, scores[way.name].empty]));
    const cell = (way, page) => {
      const s = scores[way.name][page];
      const lcp = page === 'empty' ? '' : ` (${fixed(s.lcpMs / empty[way.name].lcpMs, 1)}×)`;
      return `${s.performance} / ${s.lcpMs} ms${lcp}`;
    };
    lines.push(
      '',
      `Lighthouse ${LIGHTHOUSE_VERSION} mobile, Debian's Chromium, median of ${RUNS} runs: performance / LCP (its ratio to the empty page's), three ways:`,
      '',
      `| page | ${ways.map((way) => way.name).join(' | ')} | accessibility | best practices | SEO | FCP | TBT | CLS |`,
      `| --- | ${ways.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- |`,
      ...['empty', ...audited].map((page) => {
        const s = scores.simulated[page];
        return `| ${page === 'empty' ? 'empty page' : label(page)} | ${ways.map((way) => cell(way, page)).join(' | ')} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.fcpMs} ms | ${s.tbtMs} ms | ${s.cls} |`;
      }),
      '',
      'Accessibility, best practices, SEO, FCP, TBT and CLS: the simulated runs.',
    );
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(
    'reports/bench.json',
    JSON.stringify({ date, machine, load, size, scores }, null, 2),
  );
  const doc = 'docs/PERFORMANCE.md';
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const current = fs.existsSync(doc)
    ? fs.readFileSync(doc, 'utf8')
    : `# Performance\n\n${start}\n${end}\n`;
  const [before, rest] = current.split(start);
  const after = rest?.split(end)[1] ?? '\n';
  fs.writeFileSync(doc, `${before}${start}\n\n${table}\n\n${end}${after}`);
  console.log(`Written to ${doc} and reports/bench.json`);
} finally {
  await site.stop();
  await reference.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The newsroom's search at 10,000 articles, on SQLite and on a PostgreSQL of its own (the test
// services, on ports of their own): scripts/bench-search.ts, into docs/PERFORMANCE.md too.
if (!PAGES_ONLY) {
  const own = !process.env.TEST_DATABASE_URL;
  const services = {
    ...process.env,
    PG_PORT: '55492',
    REDIS_PORT: '56492',
    SERVICES_DIR: path.resolve('.tmp/bench-services'),
  };
  const env = { ...process.env };
  if (own) {
    const exports = execFileSync('bash', ['scripts/services.sh', 'start'], {
      env: services,
      encoding: 'utf8',
    });
    for (const [, name, value] of exports.matchAll(/export (\w+)=(\S+)/g)) env[name] = value;
  }
  try {
    execFileSync('npx', ['tsx', 'scripts/bench-search.ts', '--write'], { env, stdio: 'inherit' });
    // How fast each engine writes and rolls up page views: scripts/bench-analytics-store.ts.
    execFileSync('npx', ['tsx', 'scripts/bench-analytics-store.ts', '--write'], {
      env,
      stdio: 'inherit',
    });
  } finally {
    if (own)
      execFileSync('bash', ['scripts/services.sh', 'stop'], { env: services, stdio: 'inherit' });
  }
}

// An article's body at the size limit: scripts/bench-bodies.ts; and what the attack's loads
// cost a visitor's page: scripts/bench-isolation.mjs; both into docs/PERFORMANCE.md too.
if (!PAGES_ONLY) {
  execFileSync(
    process.execPath,
    ['scripts/run-bundled.mjs', 'scripts/bench-bodies.ts', '--write'],
    {
      stdio: 'inherit',
    },
  );
  execFileSync(process.execPath, ['scripts/bench-isolation.mjs', '--write'], { stdio: 'inherit' });
}

// The analytics collector under load, and what counting costs a page meanwhile:
// scripts/bench-analytics.mjs, into docs/PERFORMANCE.md too.
if (!PAGES_ONLY)
  execFileSync(process.execPath, ['scripts/bench-analytics.mjs', '--write'], { stdio: 'inherit' });

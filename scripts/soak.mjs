// Memory under sustained load (a benchmark, not a test: `npm run soak`, after a build): every
// public page in turn at 50 connections for 5 minutes, the server's resident memory sampled
// every 10 s. The claim: memory after 5 minutes within 1.2× of memory after the first minute.
// Writes its figures into docs/PERFORMANCE.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNext } from './load/measure.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

const MINUTES = option('minutes', 5);
const CONNECTIONS = option('connections', 50);

function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
const site = await startNext({ port: 3720, readyPath: '/policy', env: { DATA_DIR: dataDir } });
try {
  const { data } = await (await fetch(`${site.origin}/api/articles`)).json();
  const paths = [
    '/',
    '/ru',
    '/policy',
    '/ru/policy',
    '/newsroom',
    '/ru/newsroom',
    '/newsroom/tag/design',
    ...data.slice(0, 5).map((article) => `/newsroom/${article.slug}`),
    '/sitemap.xml',
    '/newsroom/feed.xml',
  ];
  for (const page of paths) await fetch(`${site.origin}${page}`);
  const samples = [{ second: 0, mb: residentMb(site.pid) }];
  const load = spawn(
    'wrk',
    [
      '-t2',
      `-c${CONNECTIONS}`,
      `-d${MINUTES * 60}s`,
      '--timeout',
      '10s',
      '-s',
      path.resolve('scripts/load/rotate.lua'),
      site.origin,
    ],
    { env: { ...process.env, LOAD_PATHS: paths.join(',') }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let summary = '';
  load.stdout.on('data', (chunk) => (summary += chunk));
  const started = Date.now();
  const timer = setInterval(() => {
    const second = Math.round((Date.now() - started) / 1000);
    samples.push({ second, mb: residentMb(site.pid) });
    console.log(`${second} s: ${samples.at(-1).mb.toFixed(0)} MB`);
  }, 10_000);
  await new Promise((resolve) => load.on('exit', resolve));
  clearInterval(timer);
  const at = (second) =>
    samples.reduce((best, s) =>
      Math.abs(s.second - second) < Math.abs(best.second - second) ? s : best,
    );
  const first = at(60);
  const last = samples.at(-1);
  const requests = /(\d+) requests in/.exec(summary)?.[1];
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} (\`npm run soak\`): ${paths.length} public pages in turn, ${CONNECTIONS} connections, ${MINUTES} minutes, ${requests} requests.`,
    '',
    '| resident memory | at start | after 1 minute | at the end | end / 1 minute |',
    '| --- | --- | --- | --- | --- |',
    `| \`next start\` | ${samples[0].mb.toFixed(0)} MB | ${first.mb.toFixed(0)} MB | ${last.mb.toFixed(0)} MB | ${(last.mb / first.mb).toFixed(2)}× |`,
  ];
  console.log(lines.join('\n'));
  const doc = 'docs/PERFORMANCE.md';
  const start = '<!-- soak:start -->';
  const end = '<!-- soak:end -->';
  const current = fs.readFileSync(doc, 'utf8');
  const [before, rest] = current.includes(start)
    ? current.split(start)
    : [`${current.trimEnd()}\n\n## Memory under load\n\n`, `\n${end}\n`];
  fs.writeFileSync(
    doc,
    `${before}${start}\n\n${lines.join('\n')}\n\n${end}${rest.split(end)[1] ?? '\n'}`,
  );
} finally {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

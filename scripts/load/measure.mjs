// What the benchmark scripts share: starting a production server, waiting for it, loading a
// page with wrk, and running Lighthouse on Debian's Chromium.
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const run = promisify(execFile);

export async function waitFor(url, ms = 60_000) {
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

/**
 * `next start` of the build in `dir` on `port`, in a process group of its own; resolves once
 * `readyPath` answers. `stop()` ends it.
 */
export async function startNext({ dir = '.', port, env = {}, readyPath = '/', nodeArgs = [] }) {
  const origin = `http://localhost:${port}`;
  const next = path.resolve(dir, 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [...nodeArgs, next, 'start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_PUBLIC_GA_ID: '', NEXT_PUBLIC_SITE_URL: origin, ...env },
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  await waitFor(`${origin}${readyPath}`);
  if (exited) throw new Error(`port ${port} is taken by another server`);
  return {
    origin,
    pid: child.pid,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await gone;
    },
  };
}

/** wrk against `url`; the JSON line of scripts/load/wrk-report.lua, with rates worked out. */
export function wrk(url, { connections = 50, duration = 8, threads = 2, gzip = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        `-t${threads}`,
        `-c${connections}`,
        `-d${duration}s`,
        '--timeout',
        '10s',
        '-s',
        path.resolve('scripts/load/wrk-report.lua'),
        url,
      ],
      { env: { ...process.env, LOAD_ACCEPT_ENCODING: gzip ? 'gzip, deflate, br' : '' } },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}`));
      const report = JSON.parse(out.trim().split('\n').at(-1));
      resolve({
        ...report,
        requestsPerSecond: Math.round(report.requests / (report.durationUs / 1e6)),
        p50: Math.round(report.p50Us / 1000),
        p99: Math.round(report.p99Us / 1000),
        max: Math.round(report.maxUs / 1000),
        errors:
          report.status5xx +
          report.connectErrors +
          report.readErrors +
          report.writeErrors +
          report.timeouts,
      });
    });
  });
}

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

/**
 * One Lighthouse run (mobile unless `desktop`; throttling `simulate`, Lighthouse's estimate from
 * an unthrottled load, or `devtools`, a load really slowed down); scores and the timings that matter. A run that
 * fails to record its trace (Lighthouse's NO_NAVSTART and the like, on a loaded machine) is
 * tried again, up to three times.
 */
export async function lighthouse(
  url,
  { desktop = false, throttling = 'simulate', outFile },
  attempt = 1,
) {
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  try {
    await runLighthouse(url, { desktop, throttling, outFile });
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`Lighthouse failed on ${url} (${String(error.stderr ?? error).trim()}); again`);
    return lighthouse(url, { desktop, throttling, outFile }, attempt + 1);
  }
  return reportScores(JSON.parse(fs.readFileSync(outFile, 'utf8')));
}

function runLighthouse(url, { desktop, throttling, outFile }) {
  // The TLS proxy's certificate is self-signed.
  const flags = url.startsWith('https:')
    ? `${CHROME_FLAGS} --ignore-certificate-errors`
    : CHROME_FLAGS;
  return run(
    path.resolve('node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
      `--chrome-flags=${flags}`,
      `--throttling-method=${throttling}`,
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

function reportScores(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
  };
}

/**
 * The page's HTML size (uncompressed and gzip), and the gzip size of the scripts it loads (its
 * first-load JavaScript; `nomodule` legacy scripts left out: no browser that runs modules
 * downloads them).
 */
export async function pageSizes(origin, page) {
  const html = await (await fetch(`${origin}${page}`)).text();
  const sources = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
      .filter((match) => !/\snomodule/i.test(match[0]))
      .map((match) => match[1]),
  );
  let js = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
    js += zlib.gzipSync(body).length;
  }
  return {
    scripts: sources.size,
    htmlKb: Buffer.byteLength(html) / 1024,
    htmlGzipKb: zlib.gzipSync(html).length / 1024,
    firstLoadJsKb: js / 1024,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Debian's nginx, installed when missing (a benchmark may install what it measures with, as
 * the test command does).
 */
export function ensureNginx() {
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const root = process.getuid?.() === 0;
  const apt = (args) =>
    execFileSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'nginx-light']);
  return '/usr/sbin/nginx';
}

/**
 * The way production serves: nginx terminating TLS (a self-signed certificate made here) and
 * speaking HTTP/2 to the browser, in front of `upstream` (HTTP/1.1 with keep-alive). Resolves to
 * its https origin; `stop()` ends it and removes its folder.
 */
export async function startTlsProxy({ upstream, port }) {
  const nginx = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h2-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site { server ${new URL(upstream).host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    server_name localhost;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    ssl_protocols TLSv1.3;
    location / {
      proxy_pass ${new URL(upstream).protocol}//site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_buffering on;
    }
  }
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const origin = `https://localhost:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited)
      throw new Error(
        `nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
      );
    try {
      await run('curl', ['-skf', '--http2', '-o', '/dev/null', `${origin}/`]);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const SITE_STAFF = { email: 'chief@lumen.test', password: 'resilience staff passphrase' };

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

const handedOut = new Set<number>();

/**
 * A port nothing listens on: any the system picks, or, with `E2E_PORT_RANGE=4730-4769`, one of
 * those (for machines where each person running tests keeps to ports of their own).
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORT_RANGE ?? '');
  if (!range) return listenOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port)) continue;
    try {
      await listenOn(port);
      handedOut.add(port);
      return port;
    } catch {
      // in use: the next one
    }
  }
  throw new Error(`no free port in E2E_PORT_RANGE=${process.env.E2E_PORT_RANGE}`);
}

export interface Site {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** The server's process id (`next start` is the server itself). */
  pid(): number;
  /** kill -9: no shutdown handlers, no flushing. */
  kill(): Promise<void>;
  /** A new process on the same port and database. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Its own `next start` of the production build, on a port and a database of its own, for the
 * suites that must watch one server alone (its store, its logs) or crash it. Page and data
 * caches are in the process's memory (lib/cache/handler.mjs), so several of these can share
 * the build with the main e2e server.
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-site-'));
  const url = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  async function launch() {
    child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port)], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        NEXT_PUBLIC_SITE_URL: url,
        CRM_ADMIN_EMAIL: SITE_STAFF.email,
        CRM_ADMIN_PASSWORD: SITE_STAFF.password,
        SMTP_URL: '',
        CONTACT_TO: '',
        TRUSTED_PROXIES: '',
        // As the README's deployments run it: glibc returns freed memory to the system.
        MALLOC_MMAP_THRESHOLD_: '131072',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the site exited at start:\n${log}`);
      try {
        if ((await fetch(`${url}/policy`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the site did not start within a minute:\n${log}`);
  }

  async function end(signal: NodeJS.Signals) {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }

  await launch();
  return {
    url,
    port,
    dataDir,
    pid: () => child!.pid!,
    output: () => log,
    kill: () => end('SIGKILL'),
    async restart() {
      await end('SIGTERM');
      await launch();
    },
    async stop() {
      await end('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login endpoint; the session cookie header for later requests. */
export async function signInCookie(site: Site, staff = SITE_STAFF): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: site.url, Accept: 'application/json' },
    body: new URLSearchParams({ email: staff.email, password: staff.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Site } from './site';

const PROBE = path.join(os.tmpdir(), `heap-probe-${process.pid}`);

/** The variables that let a server be asked what memory it keeps (test/heap-probe.cjs). */
export const HEAP_PROBE_ENV = {
  NODE_OPTIONS: `--expose-gc --require ${path.resolve('test/heap-probe.cjs')}`,
  HEAP_PROBE_FILE: PROBE,
};

/** A server's heap in MB after collecting all garbage (started with HEAP_PROBE_ENV). */
export async function keptHeap(site: Site): Promise<number> {
  const file = `${PROBE}.${site.pid()}`;
  fs.rmSync(file, { force: true });
  process.kill(site.pid(), 'SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { heapUsed } = JSON.parse(fs.readFileSync(file, 'utf8')) as { heapUsed: number };
  fs.rmSync(file, { force: true });
  return heapUsed / 1024 / 1024;
}

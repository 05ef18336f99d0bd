// Runs a TypeScript script the way the server runs its code: bundled into one ES module
// (scripts/load/bundle.mjs says why). For benchmarks of code the server runs.
//
//   node scripts/run-bundled.mjs <entry.ts> [its arguments …]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundle } from './load/bundle.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [arguments …]');
  process.exit(2);
}
const outfile = path.resolve('.tmp/bundled', `${path.basename(entry, path.extname(entry))}.mjs`);
await bundle(entry, outfile);
const run = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);

// Runs a TypeScript script the way the server runs its code: bundled into one ES module (esbuild,
// each package's modules in one scope, as Next's build does), not module by module through tsx,
// whose CommonJS interop makes every imported constant a getter call (parse5's tokenizer read
// 500 KB four times slower that way). For benchmarks of code the server runs.
//
//   node scripts/run-bundled.mjs <entry.ts> [its arguments …]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-bundled.mjs <entry.ts> [arguments …]');
  process.exit(2);
}
const outfile = path.resolve('.tmp/bundled', `${path.basename(entry, path.extname(entry))}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: `node${process.versions.node.split('.')[0]}`,
  // Native addons stay packages of their own, as next.config.ts's serverExternalPackages.
  external: ['better-sqlite3', 'pg', 'redis', 'sharp'],
  // The few packages still written as CommonJS call require() at run time.
  banner: {
    js: "import { createRequire } from 'node:module';const require=createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);

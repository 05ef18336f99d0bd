// Code bundled the way the server's build bundles it: one ES module, each package's modules in
// one scope (esbuild; Next's build does the same), not module by module through tsx or Jest,
// whose CommonJS interop makes every imported constant a getter call (parse5's tokenizer read
// 500 KB four times slower that way). For timing code the server runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: `node${process.versions.node.split('.')[0]}`,
  // Native addons stay packages of their own, as next.config.ts's serverExternalPackages.
  external: ['better-sqlite3', 'pg', 'redis', 'sharp'],
  // The few packages still written as CommonJS call require() at run time.
  banner: {
    js: "import { createRequire as bundledRequire } from 'node:module';const require=bundledRequire(import.meta.url);",
  },
  logLevel: 'error',
};

/** Bundles `entry` (a file) into `outfile`. */
export async function bundle(entry, outfile) {
  await build({ ...OPTIONS, entryPoints: [entry], outfile });
}

/**
 * Bundles `source` (TypeScript, resolved from the project's root; `@/` as in tsconfig.json),
 * runs it in a process of its own and returns what it printed, parsed as JSON.
 */
export async function runBundledSource(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundled-'));
  const outfile = path.join(dir, 'run.mjs');
  try {
    await build({
      ...OPTIONS,
      stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' },
      outfile,
    });
    return JSON.parse(
      execFileSync(process.execPath, [outfile], { encoding: 'utf8', maxBuffer: 16 << 20 }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

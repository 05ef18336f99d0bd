// Completes a standalone build (NEXT_OUTPUT=standalone next build): Next leaves the browser's
// static files and public/ out of .next/standalone, for a CDN to serve; this server serves them
// itself, so they are copied in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standalone = path.join(root, '.next', 'standalone');
if (!fs.existsSync(path.join(standalone, 'server.js'))) {
  console.error('No .next/standalone/server.js: build with NEXT_OUTPUT=standalone first.');
  process.exit(1);
}
fs.cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), {
  recursive: true,
});
fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
// The tracer follows the embedded database's default folder (./data) into the output: a local
// database is never part of a deployment.
fs.rmSync(path.join(standalone, 'data'), { recursive: true, force: true });
console.log('Standalone server ready: node .next/standalone/server.js');

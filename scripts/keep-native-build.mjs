// Keeps the embedded database's driver (better-sqlite3), compiled from source on a machine that
// cannot reach GitHub's prebuilt binaries, where prebuild-install looks for a download it made
// before (npm's cache, `_prebuilds`): the next install on this machine, of the same driver for
// the same Node, unpacks it in a second instead of compiling it again for a minute.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const driver = path.dirname(require.resolve('better-sqlite3/package.json'));
const binary = path.join(driver, 'build', 'Release', 'better_sqlite3.node');
if (!fs.existsSync(binary)) {
  console.error(`no compiled driver at ${binary}: nothing to keep`);
  process.exit(1);
}
const fromDriver = createRequire(path.join(driver, 'package.json'));
const prebuild = path.dirname(fromDriver.resolve('prebuild-install/package.json'));
const util = fromDriver(path.join(prebuild, 'util.js'));
const pkg = fromDriver('./package.json');
const options = { ...fromDriver(path.join(prebuild, 'rc.js'))(pkg), pkg };
const cached = util.cachedPrebuild(util.getDownloadUrl(options));
if (!fs.existsSync(cached)) {
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  execFileSync('tar', ['-czf', partial, '-C', driver, 'build/Release/better_sqlite3.node']);
  fs.renameSync(partial, cached);
  console.log(`kept the compiled driver for the next install: ${cached}`);
}

// Loaded into a test's server (NODE_OPTIONS="--expose-gc --require test/heap-probe.cjs"): on
// SIGUSR2 it collects all garbage and writes the process's memory use to HEAP_PROBE_FILE.<pid>,
// so that a test can tell memory kept from memory not yet collected.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a preload script is CommonJS
const fs = require('node:fs');

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const file = `${process.env.HEAP_PROBE_FILE}.${process.pid}`;
  // Written beside it and renamed: a test that sees the file never reads it half written.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
  fs.renameSync(`${file}.tmp`, file);
});

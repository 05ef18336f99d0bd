// Loaded into a server under test (NODE_OPTIONS="--require test/loop-probe.cjs"): every 250 ms
// it appends to LOOP_PROBE_FILE.<pid> one line, the time and the longest delay of the server's
// main thread (the one that answers pages) over those 250 ms, from perf_hooks'
// monitorEventLoopDelay, so that a test can read the longest delay within any stretch of time.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a preload script is CommonJS
const { isMainThread } = require('node:worker_threads');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { monitorEventLoopDelay } = require('node:perf_hooks');

if (isMainThread && process.env.LOOP_PROBE_FILE) {
  const file = `${process.env.LOOP_PROBE_FILE}.${process.pid}`;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const timer = setInterval(() => {
    fs.appendFileSync(file, `${Date.now()} ${(histogram.max / 1e6).toFixed(1)}\n`);
    histogram.reset();
  }, 250);
  timer.unref();
}

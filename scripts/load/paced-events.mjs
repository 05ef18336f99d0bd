// Page views at a steady rate, as many browsers' beacons would send them, for
// scripts/bench-analytics.mjs: `node paced-events.mjs <origin> <per second> <seconds> [path]`.
// Prints one JSON line: how many were sent, accepted (204) and refused, and the rate reached.
// With another path (e.g. `/policy`, which takes no POST: a 405 before Next), the same requests
// cost the server nothing but their HTTP: the floor of what any collector costs.
import http from 'node:http';
import { BEACON_PAGES, sendBeacon } from './beacon.mjs';

const [origin, rateArg, secondsArg, pathArg = '/api/event'] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const url = new URL(pathArg, origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const PAGES = BEACON_PAGES;
const TICK_MS = 10;

let sent = 0;
let accepted = 0;
let refused = 0;
let failed = 0;
let pending = 0;

function send(n) {
  pending++;
  void sendBeacon(url, {
    origin,
    agent,
    page: PAGES[n % PAGES.length],
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  }).then((status) => {
    pending--;
    if (status === 204) accepted++;
    else if (status === 0) failed++;
    else refused++;
  });
}

const started = performance.now();
const perTick = rate / (1000 / TICK_MS);
let due = 0;
const timer = setInterval(() => {
  const elapsed = performance.now() - started;
  if (elapsed >= seconds * 1000) {
    clearInterval(timer);
    const finish = () => {
      if (pending > 0 && performance.now() - started < (seconds + 30) * 1000)
        return setTimeout(finish, 20);
      agent.destroy();
      const duration = (performance.now() - started) / 1000;
      console.log(
        JSON.stringify({
          sent,
          accepted,
          refused,
          failed,
          rate: Math.round(accepted / seconds),
          duration,
        }),
      );
    };
    return finish();
  }
  // Catch up with the clock, however late the timer fired.
  due = (elapsed / TICK_MS + 1) * perTick;
  while (sent < due) send(sent++);
}, TICK_MS);

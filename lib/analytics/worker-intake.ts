import { Worker } from 'node:worker_threads';
import { socketAddressSecret } from '@/lib/http/client-address';
import type { BeaconOutcome } from './collect';
import { inThreadIntake, setPageViewIntake, type PageViewIntake, type RawBeacon } from './intake';
import type { CounterData, FromCounter, ToCounter } from './worker';

/** Beacons taken within this time go to the counting thread as one message. */
const BATCH_DELAY_MS = 5;
/** Beacons waiting for their outcome at most; beyond, they are answered at once, not counted. */
const MAX_WAITING = 5_000;
/** A flush never holds its caller (a contact message) longer than this. */
const FLUSH_TIMEOUT_MS = 5_000;

type Done = (outcome: BeaconOutcome) => void;

/**
 * Counting on a thread of its own (lib/analytics/worker.ts): the server's thread only reads a
 * beacon and answers it, and the checks, the visitor key, the rate limit, the staff session
 * and the batch writes run beside it, on the machine's other core. A page view costs the
 * server's thread about a third of what counting it there did (docs/PERFORMANCE.md, Counting
 * page views). Should the thread fail, counting goes on in the server's thread.
 */
export function startCountingThread(): void {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: { socketSecret: socketAddressSecret() } satisfies CounterData,
    });
  } catch (error) {
    console.error('analytics: no counting thread, page views are counted in line', error);
    return;
  }
  worker.unref();

  let queued: RawBeacon[] = [];
  let queuedDone: Done[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = 0;
  let nextId = 1;
  let gone = false;
  let droppedReportedAt = 0;
  const answers = new Map<number, Done[]>();
  const flushes = new Map<number, () => void>();

  const post = (message: ToCounter) => worker.postMessage(message);

  function send() {
    timer = undefined;
    if (queued.length === 0) return;
    const id = nextId++;
    answers.set(id, queuedDone);
    post({ kind: 'beacons', id, beacons: queued });
    queued = [];
    queuedDone = [];
  }

  worker.on('message', (message: FromCounter) => {
    if (message.kind === 'outcomes') {
      const done = answers.get(message.id) ?? [];
      answers.delete(message.id);
      waiting -= done.length;
      done.forEach((answer, i) => answer(message.outcomes[i] ?? 'ignored'));
    } else {
      flushes.get(message.id)?.();
      flushes.delete(message.id);
    }
  });
  worker.on('error', (error) => console.error('analytics: the counting thread failed', error));
  worker.on('exit', () => {
    gone = true;
    setPageViewIntake(undefined);
    if (timer) clearTimeout(timer);
    // Whatever it still held is answered, uncounted, and what comes next is counted in line.
    for (const done of [...answers.values(), queuedDone])
      done.forEach((answer) => answer('ignored'));
    answers.clear();
    queued = [];
    queuedDone = [];
    for (const resolve of flushes.values()) resolve();
    flushes.clear();
  });

  const intake: PageViewIntake = {
    take(beacon, done) {
      if (gone) return inThreadIntake.take(beacon, done);
      if (waiting >= MAX_WAITING) {
        const now = Date.now();
        if (now - droppedReportedAt > 60_000) {
          droppedReportedAt = now;
          console.error('analytics: the counting thread is behind; page views are not counted');
        }
        return done('ignored');
      }
      waiting++;
      queued.push(beacon);
      queuedDone.push(done);
      timer ??= setTimeout(send, BATCH_DELAY_MS);
    },
    async flush() {
      // Views the route handler counted in line (the noscript picture) are this thread's own.
      const local = inThreadIntake.flush();
      if (gone) return local;
      if (timer) clearTimeout(timer);
      send();
      const id = nextId++;
      const written = new Promise<void>((resolve) => {
        flushes.set(id, resolve);
        setTimeout(resolve, FLUSH_TIMEOUT_MS).unref();
      });
      post({ kind: 'flush', id });
      await Promise.all([local, written]);
    },
  };
  setPageViewIntake(intake);
}

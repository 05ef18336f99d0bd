import { parentPort, workerData } from 'node:worker_threads';
import { getStore } from '@/lib/db/database';
import { setSocketAddressSecret } from '@/lib/http/client-address';
import { sharedRedis } from '@/lib/server/redis';
import type { BeaconOutcome } from './collect';
import { countRawBeacon, inThreadIntake, type RawBeacon } from './intake';

/** What the server's thread sends the counting thread, and what comes back. */
export type ToCounter =
  { kind: 'beacons'; id: number; beacons: RawBeacon[] } | { kind: 'flush'; id: number };
export type FromCounter =
  { kind: 'outcomes'; id: number; outcomes: BeaconOutcome[] } | { kind: 'flushed'; id: number };

export interface CounterData {
  /** The secret the server stamps socket addresses with (lib/server/socket-address.ts). */
  socketSecret: string | undefined;
}

/**
 * The counting thread (lib/analytics/worker-intake.ts starts it): each batch of beacons the
 * server's thread took is checked and counted here, with this thread's own connection to the
 * store, and the outcomes go back for the answers. Batches are handled one after the other,
 * so that a flush covers every beacon sent before it.
 */
if (parentPort) {
  const port = parentPort;
  setSocketAddressSecret((workerData as CounterData).socketSecret ?? '');
  // Connected now, not by the first page view: until Redis answers, the rate limit is counted
  // in this thread's memory alone (lib/server/rate-limit.ts).
  sharedRedis();
  getStore().catch((error: unknown) => console.error('analytics: the store is unavailable', error));
  let chain: Promise<void> = Promise.resolve();
  port.on('message', (message: ToCounter) => {
    chain = chain
      .then(async () => {
        if (message.kind === 'beacons') {
          const outcomes = await Promise.all(
            message.beacons.map((beacon) =>
              countRawBeacon(beacon).catch((error: unknown): BeaconOutcome => {
                console.error('page view beacon failed', error);
                return 'ignored';
              }),
            ),
          );
          port.postMessage({ kind: 'outcomes', id: message.id, outcomes } satisfies FromCounter);
        } else {
          await inThreadIntake.flush();
          port.postMessage({ kind: 'flushed', id: message.id } satisfies FromCounter);
        }
      })
      .catch((error: unknown) => console.error('analytics: the counting thread failed', error));
  });
}

import { findSessionAccount } from '@/lib/auth/sessions-store';
import { getStore } from '@/lib/db/database';
import {
  SOCKET_ADDRESS_HEADER,
  requestClientAddress,
  type HeaderReader,
} from '@/lib/http/client-address';
import {
  countBeacon,
  pageViewCollector,
  type BeaconOutcome,
  type CountDependencies,
} from './collect';

/**
 * A beacon as the server read it, before anything was checked but its size and origin: plain
 * strings, so that it can be handed to another thread as it is.
 */
export interface RawBeacon {
  /** The body, at most MAX_BEACON_BYTES. */
  body: string;
  userAgent: string;
  /** X-Forwarded-For, as sent (the client's address is worked out from it where it is counted). */
  forwarded?: string;
  /** The socket address this process stamped on the request (lib/server/socket-address.ts). */
  socket?: string;
  /** The CRM session cookie's value, when the request carries one. */
  session?: string;
}

/**
 * Where beacons are counted. `take` answers through a callback, not a promise: it runs for
 * every page view on the server's one thread, where each promise costs.
 */
export interface PageViewIntake {
  take(beacon: RawBeacon, done: (outcome: BeaconOutcome) => void): void;
  /** Resolves once every beacon taken so far is written. */
  flush(): Promise<void>;
}

function headersOf({ forwarded, socket }: RawBeacon): HeaderReader {
  return {
    get: (name) =>
      name === 'x-forwarded-for'
        ? (forwarded ?? null)
        : name === SOCKET_ADDRESS_HEADER
          ? (socket ?? null)
          : null,
  };
}

/** One beacon counted: its body read as JSON, then lib/analytics/collect.ts. */
export async function countRawBeacon(
  beacon: RawBeacon,
  dependencies: CountDependencies = {},
): Promise<BeaconOutcome> {
  let body: unknown;
  try {
    body = JSON.parse(beacon.body);
  } catch {
    return 'invalid';
  }
  const { session } = beacon;
  const store = dependencies.store ?? getStore;
  return countBeacon(
    body,
    {
      userAgent: beacon.userAgent,
      address: requestClientAddress(headersOf(beacon)),
      // Asked only when the rest would count, and only of a request that carries a session.
      staff: async () =>
        session !== undefined && (await findSessionAccount(await store(), session)) !== undefined,
    },
    dependencies,
  );
}

/** Counting on the thread that took the request (tests, and a server whose worker is away). */
export const inThreadIntake: PageViewIntake = {
  take(beacon, done) {
    countRawBeacon(beacon).then(done, (error: unknown) => {
      console.error('page view beacon failed', error);
      done('ignored');
    });
  },
  flush: () => pageViewCollector().flush(),
};

// The server's start-up installs a worker's intake (lib/server/page-view-worker.ts); route
// handlers and instrumentation may be bundled apart, so the choice lives on globalThis.
const holder = globalThis as { __pageViewIntake?: PageViewIntake };

export function pageViewIntake(): PageViewIntake {
  return holder.__pageViewIntake ?? inThreadIntake;
}

export function setPageViewIntake(intake: PageViewIntake | undefined): void {
  holder.__pageViewIntake = intake;
}

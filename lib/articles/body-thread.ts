import { Worker } from 'node:worker_threads';
import { threadCalls } from '@/lib/server/thread-calls';
import { BODIES_WAITING, BODY_TIMEOUT_MS, bodyThreadHolder, type BodyMethods } from './bodies';

/** The thread's heap at most: a body's tree is a few times its size, and never this. */
const BODY_THREAD_HEAP_MB = 512;

/** Starts the body's thread (lib/articles/body-worker.ts): once per server, at its start. */
export function startBodyThread(): void {
  bodyThreadHolder.__bodyThread ??= threadCalls<BodyMethods>(
    () =>
      new Worker(new URL('./body-worker.ts', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: BODY_THREAD_HEAP_MB },
      }),
    { name: 'article bodies', timeoutMs: BODY_TIMEOUT_MS, maxWaiting: BODIES_WAITING },
  );
}

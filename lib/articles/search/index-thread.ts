import { Worker } from 'node:worker_threads';
import { threadCalls } from '@/lib/server/thread-calls';
import {
  INDEX_TIMEOUT_MS,
  INDEX_WAITING,
  indexThreadHolder,
  type IndexMethods,
} from './index-queue';

/** Starts the search index's thread (index-worker.ts): once per server on SQLite, at its start. */
export function startIndexThread(): void {
  indexThreadHolder.__indexThread ??= threadCalls<IndexMethods>(
    () => new Worker(new URL('./index-worker.ts', import.meta.url)),
    { name: 'search index', timeoutMs: INDEX_TIMEOUT_MS, maxWaiting: INDEX_WAITING },
  );
}

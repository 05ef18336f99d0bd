import { Worker } from 'node:worker_threads';
import { threadCalls } from '@/lib/server/thread-calls';
import {
  REPORT_TIMEOUT_MS,
  REPORTS_WAITING,
  reportsThreadHolder,
  type ReportMethods,
} from './reports';

/** Starts the analytics' reports thread (reports-worker.ts): once per server, at its start. */
export function startReportsThread(): void {
  reportsThreadHolder.__reportsThread ??= threadCalls<ReportMethods>(
    () => new Worker(new URL('./reports-worker.ts', import.meta.url)),
    { name: 'analytics reports', timeoutMs: REPORT_TIMEOUT_MS, maxWaiting: REPORTS_WAITING },
  );
}

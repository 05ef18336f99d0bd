import type { Writable } from 'node:stream';

const GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ECONNRESET']);

/**
 * Keeps the server answering when whatever reads its log has gone (a supervisor killed, a
 * closed pipe): a write to the closed stream fails with EPIPE, and without a listener that
 * failure is an uncaught exception, which Next logs to the same closed stream, which fails
 * again: a loop that keeps a core busy for as long as the process lives. Lines written after
 * that are dropped; any other error still surfaces.
 */
export function survivesClosedLog(stream: Writable): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (GONE.has(error.code ?? '')) return;
    throw error;
  });
}

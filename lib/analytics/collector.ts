/**
 * Page views waiting to be written: a request only adds one to this process's queue, and the
 * queue is written in batches, every second or as soon as a batch is full, so that counting
 * never makes a page wait for the database. The queue is bounded: beyond `maxPending` views
 * (a flood, or a database that stopped answering) new ones are dropped and counted, and a
 * batch that fails to be written is logged and dropped, never retried into a growing backlog.
 */
export interface CollectorOptions<T> {
  write(batch: T[]): Promise<void>;
  batchSize?: number;
  intervalMs?: number;
  maxPending?: number;
  /** Where a failed write is reported (the server's log). */
  report?: (error: unknown, lost: number) => void;
}

export interface CollectorStats {
  pending: number;
  written: number;
  /** Dropped because the queue was full. */
  dropped: number;
  /** Lost with a batch that could not be written. */
  failed: number;
}

export interface Collector<T> {
  add(item: T): boolean;
  /** Writes everything pending now (at most one write runs at a time). */
  flush(): Promise<void>;
  stats(): CollectorStats;
  stop(): void;
}

export const DEFAULT_BATCH = 500;
export const DEFAULT_INTERVAL_MS = 1_000;
export const DEFAULT_MAX_PENDING = 20_000;

export function createCollector<T>({
  write,
  batchSize = DEFAULT_BATCH,
  intervalMs = DEFAULT_INTERVAL_MS,
  maxPending = DEFAULT_MAX_PENDING,
  report = (error, lost) => console.error(`analytics: ${lost} page view(s) not written`, error),
}: CollectorOptions<T>): Collector<T> {
  const queue: T[] = [];
  const stats = { written: 0, dropped: 0, failed: 0 };
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, batchSize);
      try {
        await write(batch);
        stats.written += batch.length;
      } catch (error) {
        stats.failed += batch.length;
        report(error, batch.length);
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!running) {
      running = drain().finally(() => {
        running = undefined;
        // Views added while the last batch was written wait for the next tick, not forever.
        if (queue.length > 0) schedule();
      });
    }
    return running;
  }

  function schedule() {
    if (timer || running) return;
    timer = setTimeout(() => void flush(), intervalMs);
    timer.unref?.();
  }

  return {
    add(item) {
      if (queue.length >= maxPending) {
        stats.dropped++;
        return false;
      }
      queue.push(item);
      if (queue.length >= batchSize) void flush();
      else schedule();
      return true;
    },
    flush,
    stats: () => ({ pending: queue.length, ...stats }),
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

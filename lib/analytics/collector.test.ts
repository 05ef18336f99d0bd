/** @jest-environment node */
import { createCollector } from './collector';

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the page view queue', () => {
  it('writes in batches of at most 500', async () => {
    const batches: number[] = [];
    const queue = createCollector<number>({
      write: async (batch) => void batches.push(batch.length),
      intervalMs: 60_000,
    });
    for (let i = 0; i < 1_200; i++) queue.add(i);
    await queue.flush();
    expect(batches).toEqual([500, 500, 200]);
    expect(queue.stats()).toEqual({ pending: 0, written: 1_200, dropped: 0, failed: 0 });
    queue.stop();
  });

  it('writes a full batch at once and the rest within the interval', async () => {
    const written: number[][] = [];
    const queue = createCollector<number>({
      write: async (batch) => void written.push(batch),
      batchSize: 10,
      intervalMs: 50,
    });
    for (let i = 0; i < 10; i++) queue.add(i);
    await settle();
    expect(written).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    for (let i = 10; i < 13; i++) queue.add(i);
    await settle();
    expect(written).toHaveLength(1);
    await settle(120);
    expect(written).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11, 12],
    ]);
    queue.stop();
  });

  it('holds a bounded number of views while the store is slow, and drops and counts the rest', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const queue = createCollector<number>({
      write: () => blocked,
      batchSize: 10,
      intervalMs: 60_000,
      maxPending: 100,
    });
    const added = Array.from({ length: 160 }, (_, i) => queue.add(i));
    expect(added.filter(Boolean)).toHaveLength(110);
    expect(queue.stats()).toMatchObject({ pending: 100, dropped: 50 });
    release();
    await queue.flush();
    expect(queue.stats()).toEqual({ pending: 0, written: 110, dropped: 50, failed: 0 });
    queue.stop();
  });

  it('logs a batch it cannot write, drops it and goes on', async () => {
    const reported: number[] = [];
    let fail = true;
    const queue = createCollector<number>({
      write: async () => {
        if (fail) throw new Error('database is locked');
      },
      batchSize: 2,
      intervalMs: 60_000,
      report: (_error, lost) => reported.push(lost),
    });
    queue.add(1);
    queue.add(2);
    await expect(queue.flush()).resolves.toBeUndefined();
    fail = false;
    queue.add(3);
    await queue.flush();
    expect(reported).toEqual([2]);
    expect(queue.stats()).toEqual({ pending: 0, written: 1, dropped: 0, failed: 2 });
    queue.stop();
  });
});

import { Semaphore } from './semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Semaphore', () => {
  it('runs at most `limit` of 12 concurrent tasks at once, in the order they came', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        semaphore.run(async () => {
          started.push(i);
          most = Math.max(most, ++running);
          await tick();
          running--;
          return i * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([...Array(12).keys()]);
    expect(results).toEqual([...Array(12).keys()].map((i) => i * 10));
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that fails', async () => {
    const semaphore = new Semaphore(1);
    const failing = semaphore.run(async () => {
      await tick();
      throw new Error('broken picture');
    });
    const next = semaphore.run(async () => 'next');
    expect(semaphore.load).toEqual({ running: 1, waiting: 1 });
    await expect(failing).rejects.toThrow('broken picture');
    await expect(next).resolves.toBe('next');
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });
});

/** @jest-environment node */
import { Worker } from 'node:worker_threads';
import { callsOf, ThreadBusy, ThreadFailed, ThreadTimeout, threadCalls } from './thread-calls';

// A thread that answers as answerCalls does: `echo`, `fail`, and `spin`, which never returns.
const THREAD = `
const { parentPort } = require('node:worker_threads');
const methods = {
  echo: (value) => value,
  fail: () => { throw new Error('no good'); },
  spin: () => { for (;;) {} },
  pid: () => require('node:worker_threads').threadId,
};
parentPort.on('message', async ({ id, method, args }) => {
  try {
    parentPort.postMessage({ id, ok: true, value: await methods[method](...args) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error.message });
  }
});
`;

type Methods = {
  echo: (value: string) => string;
  fail: () => never;
  spin: () => never;
  pid: () => number;
};

const started: Worker[] = [];
const thread = (timeoutMs = 2_000, maxWaiting = 10) =>
  threadCalls<Methods>(
    () => {
      const worker = new Worker(THREAD, { eval: true });
      started.push(worker);
      return worker;
    },
    { name: 'test', timeoutMs, maxWaiting },
  );

// A call past its time is reported in the log.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

afterAll(async () => {
  await Promise.all(started.map((worker) => worker.terminate()));
});

describe('calls to a thread of their own', () => {
  it('answers calls in order, one at a time', async () => {
    const calls = thread();
    const answers = await Promise.all(['a', 'b', 'c'].map((value) => calls.call('echo', value)));
    expect(answers).toEqual(['a', 'b', 'c']);
    await calls.stop();
  });

  it('passes a failure on, and goes on answering', async () => {
    const calls = thread();
    await expect(calls.call('fail')).rejects.toThrow(ThreadFailed);
    await expect(calls.call('echo', 'after')).resolves.toBe('after');
    await calls.stop();
  });

  it('ends a call that runs past its time, and starts the thread again for the next', async () => {
    const calls = thread(300);
    const first = await calls.call('pid');
    const spinning = calls.call('spin');
    const waiting = calls.call('echo', 'next');
    await expect(spinning).rejects.toThrow(ThreadTimeout);
    await expect(waiting).resolves.toBe('next');
    expect(await calls.call('pid')).not.toBe(first);
    await calls.stop();
  });

  it('refuses calls beyond those it lets wait', async () => {
    const calls = thread(300, 2);
    const spinning = calls.call('spin');
    const queued = [calls.call('echo', '1'), calls.call('echo', '2')];
    await expect(calls.call('echo', '3')).rejects.toThrow(ThreadBusy);
    await expect(spinning).rejects.toThrow(ThreadTimeout);
    await expect(Promise.all(queued)).resolves.toEqual(['1', '2']);
    await calls.stop();
  });

  it('runs the same functions in line when no thread was started', async () => {
    const call = callsOf<{ double: (n: number) => number }>(undefined, { double: (n) => n * 2 });
    await expect(call('double', 21)).resolves.toBe(42);
  });
});

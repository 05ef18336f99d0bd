import { parentPort, type Worker } from 'node:worker_threads';

/**
 * Calls to functions that run on a thread of their own, so that the server's thread, which
 * answers every page, never waits on them: an article's body read and written afresh, a day's
 * page views rolled up. One call at a time goes to the thread (the rest wait here, in order,
 * up to `maxWaiting`); one that runs past `timeoutMs` ends the thread, which starts again for
 * the next. Should the thread fail to start, calls run in line (`inline`), as in a test or a
 * script that starts none.
 */

/** The functions a thread answers, by name. */
export type Methods = Record<string, (...args: never[]) => unknown>;

type Call = { id: number; method: string; args: unknown[] };
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** A call that ran past its time: the thread was ended and started again. */
export class ThreadTimeout extends Error {
  override name = 'ThreadTimeout';
}

/** More calls are waiting than the thread can be expected to answer soon. */
export class ThreadBusy extends Error {
  override name = 'ThreadBusy';
}

/** The thread failed on a call (its message is the error's). */
export class ThreadFailed extends Error {
  override name = 'ThreadFailed';
}

export interface ThreadOptions {
  /** For the log: what the thread does. */
  name: string;
  /** A call's time at most, waiting in line not counted. */
  timeoutMs: number;
  /** Calls waiting at most; beyond, a call is refused at once (ThreadBusy). */
  maxWaiting: number;
}

export interface ThreadCalls<M extends Methods> {
  call<K extends keyof M & string>(
    method: K,
    ...args: Parameters<M[K]>
  ): Promise<Awaited<ReturnType<M[K]>>>;
  /** Calls waiting or running. */
  pending(): number;
  stop(): Promise<void>;
}

interface Waiting {
  call: Call;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The main thread's side: `start` makes the worker (`new Worker(new URL('./x.ts',
 * import.meta.url))`, written where the bundler sees it).
 */
export function threadCalls<M extends Methods>(
  start: () => Worker,
  { name, timeoutMs, maxWaiting }: ThreadOptions,
): ThreadCalls<M> {
  let worker: Worker | undefined;
  let running: (Waiting & { timer: ReturnType<typeof setTimeout> }) | undefined;
  const queue: Waiting[] = [];
  let nextId = 1;
  let stopped = false;

  function spawn(): Worker {
    const thread = start();
    thread.unref();
    thread.on('message', (answer: Answer) => {
      if (!running || answer.id !== running.call.id) return;
      const { resolve, reject, timer } = running;
      clearTimeout(timer);
      running = undefined;
      if (answer.ok) resolve(answer.value);
      else reject(new ThreadFailed(answer.error));
      next();
    });
    thread.on('error', (error) => console.error(`${name}: the thread failed`, error));
    thread.on('exit', () => {
      if (worker !== thread) return;
      worker = undefined;
      // Whatever it was doing is lost; the next call starts a thread anew.
      if (running) {
        clearTimeout(running.timer);
        running.reject(new ThreadFailed(`${name}: the thread ended during a call`));
        running = undefined;
      }
      next();
    });
    return thread;
  }

  function next(): void {
    if (running || stopped) return;
    const waiting = queue.shift();
    if (!waiting) return;
    worker ??= spawn();
    const thread = worker;
    const timer = setTimeout(() => {
      if (running?.call !== waiting.call) return;
      running = undefined;
      console.error(
        `${name}: a call to ${waiting.call.method} ran past ${timeoutMs} ms; restarting`,
      );
      worker = undefined;
      void thread.terminate();
      waiting.reject(new ThreadTimeout(`${waiting.call.method} ran past ${timeoutMs} ms`));
      next();
    }, timeoutMs);
    timer.unref();
    running = { ...waiting, timer };
    thread.postMessage(waiting.call);
  }

  return {
    call(method, ...args) {
      if (stopped) return Promise.reject(new ThreadFailed(`${name}: stopped`));
      if (queue.length >= maxWaiting) {
        return Promise.reject(new ThreadBusy(`${name}: ${queue.length} calls waiting`));
      }
      return new Promise((resolve, reject) => {
        queue.push({
          call: { id: nextId++, method, args },
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        next();
      });
    },
    pending: () => queue.length + (running ? 1 : 0),
    async stop() {
      stopped = true;
      for (const waiting of queue.splice(0)) waiting.reject(new ThreadFailed(`${name}: stopped`));
      await worker?.terminate();
    },
  };
}

/** The worker's side: answers each call with the method's result (awaited) or its error. */
export function answerCalls(methods: Methods): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', async ({ id, method, args }: Call) => {
    let answer: Answer;
    try {
      const run = methods[method];
      if (!run) throw new Error(`no method ${method}`);
      answer = { id, ok: true, value: await run(...(args as never[])) };
    } catch (error) {
      answer = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
}

/**
 * The calls of `thread` when it runs, else the same functions in line: the one way a caller
 * reaches them, whoever started what.
 */
export function callsOf<M extends Methods>(
  thread: ThreadCalls<M> | undefined,
  inline: M,
): ThreadCalls<M>['call'] {
  if (thread) return thread.call;
  return (async (method: string, ...args: unknown[]) =>
    inline[method]!(...(args as never[]))) as ThreadCalls<M>['call'];
}

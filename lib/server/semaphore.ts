/** At most `limit` tasks run at once; the others wait for their turn, first come first served. */
export class Semaphore {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** How many tasks are running and how many wait (for tests and diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.limit) this.#running++;
    // A finishing task hands its place straight to the first waiting one.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

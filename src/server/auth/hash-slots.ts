/** Refused when the queue is full or a wait ran out: the caller answers "busy" and changes nothing. */
export class NoSlotError extends Error {}

/**
 * A bound on concurrent password hashing. scrypt runs on Node's thread pool (4 threads), which
 * also reads files and compresses answers: unbounded, a flood of sign-ins starved every other request.
 * At most `concurrency` hashes run at once, at most `maxQueue` wait, none for longer than `maxWaitMs`.
 */
export class HashSlots {
  #running = 0;
  readonly #queue: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueue = 64,
    private readonly maxWaitMs = 5_000,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await work();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#running < this.concurrency) {
      this.#running++;
      return Promise.resolve();
    }
    if (this.#queue.length >= this.maxQueue) return Promise.reject(new NoSlotError('hash queue full'));
    return new Promise((resolve, reject) => {
      const waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#queue.splice(this.#queue.indexOf(waiter), 1);
          reject(new NoSlotError('hash wait timed out'));
        }, this.maxWaitMs),
      };
      this.#queue.push(waiter);
    });
  }

  #release() {
    const next = this.#queue.shift();
    if (next)
      next.start(); // the slot passes straight on
    else this.#running--;
  }
}

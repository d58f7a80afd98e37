import { Worker } from 'node:worker_threads';

// Work that would hold the event loop (laying out a PDF, unzipping and parsing a stranger's workbook) runs
// on a thread beside the server, one job at a time: the others wait here, in the queue, not inside the
// thread, so that a job that ends its thread (past its deadline, past its heap) fails alone. The queue is
// bounded, every job has a deadline counted from when it was asked for, and an idle thread does not keep
// the process alive.

export interface ThreadLimits {
  /** Jobs running or waiting at once; the next is refused at once (`busy`). */
  queued: number;
  /** How long a job may take, waiting included; past it the thread is ended (`timeout`). */
  timeoutMs: number;
  /** The thread's heap: a runaway job ends the thread, not the server (`failed`). */
  heapMb: number;
}

/** Why a job was not done: the queue was full, its deadline passed, or its thread failed or ended. */
export class ThreadJobError extends Error {
  constructor(
    readonly reason: 'busy' | 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

interface Job<Output> {
  input: unknown;
  transfer: ArrayBuffer[];
  resolve: (output: Output) => void;
  reject: (error: Error) => void;
  deadline: NodeJS.Timeout;
}

/**
 * A thread running the module at `url` (a TypeScript one under tsx and the tests, its bundled .js in the
 * compiled server): it answers each message `{ input }` with `{ output }` or `{ error }` (a string).
 */
export class ThreadQueue<Input, Output> {
  private worker: Worker | null = null;
  private running: Job<Output> | null = null;
  private readonly waiting: Job<Output>[] = [];

  constructor(
    private readonly url: URL,
    private readonly limits: ThreadLimits,
  ) {}

  /** Runs one job; `transfer` moves those buffers to the thread instead of copying them. */
  run(input: Input, transfer: ArrayBuffer[] = []): Promise<Output> {
    if (this.waiting.length + (this.running ? 1 : 0) >= this.limits.queued)
      return Promise.reject(new ThreadJobError('busy', 'the thread has too many jobs'));
    return new Promise<Output>((resolve, reject) => {
      const job: Job<Output> = {
        input,
        transfer,
        resolve,
        reject,
        deadline: setTimeout(() => this.expire(job), this.limits.timeoutMs),
      };
      this.waiting.push(job);
      this.next();
    });
  }

  /** Ends the thread; the jobs running and waiting are refused. */
  close() {
    for (const job of this.waiting.splice(0)) this.settle(job, new ThreadJobError('busy', 'closed'));
    this.stop(new ThreadJobError('busy', 'closed'));
  }

  private next() {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running = job;
    try {
      (this.worker ?? this.start()).postMessage({ input: job.input }, job.transfer);
    } catch (error) {
      // An input the thread cannot take (a function in it): this job fails, not the others.
      this.running = null;
      this.settle(job, error as Error);
      this.next();
    }
  }

  private expire(job: Job<Output>) {
    const seconds = Math.round(this.limits.timeoutMs / 1000);
    const error = new ThreadJobError('timeout', `the job took more than ${seconds} s`);
    if (this.running === job) this.stop(error);
    else {
      this.waiting.splice(this.waiting.indexOf(job), 1);
      this.settle(job, error);
    }
  }

  private settle(job: Job<Output>, result: Error | { output: Output }) {
    clearTimeout(job.deadline);
    if (result instanceof Error) job.reject(result);
    else job.resolve(result.output);
  }

  private start() {
    const resourceLimits = { maxOldGenerationSizeMb: this.limits.heapMb };
    // Under tsx (development, the tests) the thread registers tsx before it loads its TypeScript: Node 20
    // does not apply a worker's `--import tsx` to the worker's own entry.
    const worker = this.url.pathname.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(this.url.href)}); })`,
          { eval: true, resourceLimits },
        )
      : new Worker(this.url, { resourceLimits });
    worker.unref();
    worker.on('message', (answer: { output?: Output; error?: string }) => {
      const job = this.running;
      // A thread already ended may still deliver: its answer belongs to no job now.
      if (!job || this.worker !== worker) return;
      this.running = null;
      this.settle(
        job,
        answer.error === undefined ? { output: answer.output as Output } : new Error(answer.error),
      );
      this.next();
    });
    worker.on('error', (error) => this.stop(new ThreadJobError('failed', error.message)));
    worker.on('exit', () => {
      if (this.worker === worker) this.stop(new ThreadJobError('failed', 'the thread ended'));
    });
    this.worker = worker;
    return worker;
  }

  /** Ends the thread and fails the job it held; the next job starts a new thread. */
  private stop(reason: Error) {
    const [worker, job] = [this.worker, this.running];
    this.worker = null;
    this.running = null;
    if (job) this.settle(job, reason);
    void worker?.terminate();
    this.next();
  }
}

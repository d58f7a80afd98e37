import { describe, expect, it } from 'vitest';
import { ThreadJobError, ThreadQueue } from './thread-queue';

// A proof (it waits on a real deadline). The thread beside the server (decision 0053) that reads imported files and writes PDFs: one job at a time,
// a bounded queue, a deadline, and a job that ends its thread failing alone.

type Input = { value?: number; waitMs?: number; fail?: string; exit?: true };
type Output = { value: number; thread: string };
const WORKER = new URL('../testing/thread-queue-worker.mjs', import.meta.url);
const queue = (queued = 4, timeoutMs = 10_000) =>
  new ThreadQueue<Input, Output>(WORKER, { queued, timeoutMs, heapMb: 64 });
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => (error instanceof ThreadJobError ? error.reason : String(error)),
  );

describe('a thread queue', () => {
  it('answers jobs one after another on one thread', async () => {
    const thread = queue();
    const answers = await Promise.all([1, 2, 3].map((value) => thread.run({ value, waitMs: 20 })));
    expect(answers.map((answer) => answer.value)).toEqual([1, 2, 3]);
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(1);
    thread.close();
  });

  it('refuses a job past the queue at once, and runs the rest', async () => {
    const thread = queue(2);
    const jobs = [thread.run({ value: 1, waitMs: 200 }), thread.run({ value: 2 }), thread.run({ value: 3 })];
    expect(await Promise.all(jobs.map(reason))).toEqual(['done', 'done', 'busy']);
    thread.close();
  });

  it('ends a job past its deadline with its thread; the job behind it runs on a new one', async () => {
    const thread = queue(4, 1_000);
    const first = await thread.run({ value: 0 });
    const late = thread.run({ value: 1, waitMs: 60_000 });
    expect(await reason(late)).toBe('timeout');
    const next = await thread.run({ value: 2 });
    expect(next.value).toBe(2);
    expect(next.thread).not.toBe(first.thread);
    thread.close();
  });

  it('fails a job whose thread ends, alone: the jobs waiting behind it are done', async () => {
    const thread = queue();
    const jobs = [thread.run({ exit: true }), thread.run({ value: 5 }), thread.run({ fail: 'refused' })];
    expect(await Promise.all(jobs.map(reason))).toEqual(['failed', 'done', 'Error: refused']);
    thread.close();
  });
});

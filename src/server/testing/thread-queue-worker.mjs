// A thread for core/thread-queue.proof.test.ts: answers each job as its input asks (a value back after a
// wait, an error, or the thread's end), so that the queue's bounds can be shown on a real thread.
import { randomUUID } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

/** Which thread answered: a new one has another. */
const thread = randomUUID();

parentPort?.on('message', async ({ input }) => {
  if (input.exit) process.exit(3);
  if (input.waitMs) await new Promise((resolve) => setTimeout(resolve, input.waitMs));
  if (input.fail) parentPort?.postMessage({ error: input.fail });
  else parentPort?.postMessage({ output: { value: input.value, thread } });
});

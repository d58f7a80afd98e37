// The import reader's thread (decision 0053): unzipping and parsing a stranger's file is synchronous work that
// a crafted file can make long or large, so it runs here, bounded by its thread's heap and deadline
// (read-file.ts), and never holds the server's event loop.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../core/errors';
import { readTable } from './file-reader';

/** What the thread answers: the table, or the refusal (an AppError's key and words) to throw again. */
export type ReaderAnswer =
  | { table: Awaited<ReturnType<typeof readTable>> }
  | { refusal: { key: string; params: Record<string, string | number> } };

parentPort?.on('message', async ({ input }: { input: Uint8Array }) => {
  try {
    parentPort?.postMessage({ output: { table: await readTable(input) } satisfies ReaderAnswer });
  } catch (error) {
    if (error instanceof AppError)
      parentPort?.postMessage({
        output: { refusal: { key: error.messageKey, params: error.params } } satisfies ReaderAnswer,
      });
    else parentPort?.postMessage({ error: String(error) });
  }
});

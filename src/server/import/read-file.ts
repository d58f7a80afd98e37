import { IMPORT_FILE_MAX_BYTES } from '../../contract/import';
import { AppError } from '../core/errors';
import type { MessageKey } from '../core/messages';
import { ThreadJobError, type ThreadLimits, ThreadQueue } from '../core/thread-queue';
import type { ReadTable } from './file-reader';
import type { ReaderAnswer } from './read-file-worker';

export type { ReadTable } from './file-reader';

// A file from a stranger (decisions 0047 and 0053): bounded in size and rows before anything reads it, then read on
// a thread of its own (read-file-worker.ts), so that a zip bomb or a huge sheet costs that thread, within
// its heap and deadline, and never the server: every other request is answered meanwhile.

// An OLE compound file: an encrypted (password-protected) .xlsx, or an old .xls.
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * The reader's limits: four files reading or waiting (the fifth is told to try again), 30 s each, and a
 * heap that holds a 10,000-row sheet several times over.
 */
const READER_LIMITS: ThreadLimits = { queued: 4, timeoutMs: 30_000, heapMb: 512 };

// Under tsx and the tests the thread is this folder's TypeScript; in the compiled server, its bundle.
const WORKER = import.meta.url.endsWith('.ts') ? './read-file-worker.ts' : './read-file-worker.js';
let reader: ThreadQueue<Uint8Array, ReaderAnswer> | undefined;

/** Reads an uploaded .xlsx or .csv file; a 400 with a sentence when it is not one, or too large. */
export async function readFile(bytes: Buffer): Promise<ReadTable> {
  if (bytes.length === 0) throw new AppError('VALIDATION', 'importEmptyFile');
  if (bytes.length > IMPORT_FILE_MAX_BYTES)
    throw new AppError('VALIDATION', 'importFileTooLarge', { max: IMPORT_FILE_MAX_BYTES / 1024 / 1024 });
  if (COMPOUND.every((byte, index) => bytes[index] === byte))
    throw new AppError('VALIDATION', 'importProtectedWorkbook');
  reader ??= new ThreadQueue(new URL(WORKER, import.meta.url), READER_LIMITS);
  // A copy of its own to move to the thread (a small Buffer shares Node's pool with others).
  const copy = new Uint8Array(bytes);
  let answer: ReaderAnswer;
  try {
    answer = await reader.run(copy, [copy.buffer]);
  } catch (error) {
    if (error instanceof ThreadJobError && error.reason === 'busy')
      throw new AppError('UNAVAILABLE', 'importReaderBusy');
    // Past its deadline or its heap: a file no real workbook is.
    if (error instanceof ThreadJobError) throw new AppError('VALIDATION', 'importFileTooComplex');
    throw error;
  }
  if ('refusal' in answer)
    throw new AppError('VALIDATION', answer.refusal.key as MessageKey, answer.refusal.params);
  return answer.table;
}

import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../core/errors';
import { ThreadJobError, type ThreadLimits, ThreadQueue } from '../core/thread-queue';

// The PDFs are written on one thread beside the server (pdf-worker.mjs), one after another: a document's
// layout is synchronous work that would otherwise stop every other request while it runs. The queue is
// bounded (a refusal past it says to try again) and every document has a deadline; a thread past it is
// ended with the document it held, and the next document starts a new one (core/thread-queue.ts).

/** Six documents written or waiting at once, a minute each, and a heap for the university's plan. */
const RENDERER_LIMITS: ThreadLimits = { queued: 6, timeoutMs: 60_000, heapMb: 768 };

export class PdfRenderer {
  private readonly thread: ThreadQueue<{ definition: TDocumentDefinitions; pageOf: string }, Uint8Array>;

  constructor(private readonly limits: ThreadLimits = RENDERER_LIMITS) {
    this.thread = new ThreadQueue(new URL('./pdf-worker.mjs', import.meta.url), limits);
  }

  async render(definition: TDocumentDefinitions, pageOf: string): Promise<Buffer> {
    try {
      const pdf = await this.thread.run({ definition, pageOf });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      if (!(error instanceof ThreadJobError)) throw new Error(`the PDF was not written: ${String(error)}`);
      if (error.reason === 'timeout')
        throw new AppError('UNAVAILABLE', 'documentTooLong', {
          seconds: Math.round(this.limits.timeoutMs / 1000),
        });
      if (error.reason === 'busy') throw new AppError('UNAVAILABLE', 'documentsBusy');
      throw error;
    }
  }

  /** Ends the thread; the documents it held are refused. */
  close() {
    this.thread.close();
  }
}

import { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { AppError } from '../core/errors';

// The PDFs are written on one thread beside the server (pdf-worker.mjs), one after another: a document's
// layout is synchronous work that would otherwise stop every other request while it runs. The queue is
// bounded (a refusal past it says to try again) and every document has a deadline; a thread past it is
// ended with the documents it held, and the next document starts a new one.

export interface RendererLimits {
  /** Documents written or waiting at once; the next is refused (503). */
  queued: number;
  /** How long one document may take, waiting included. */
  timeoutMs: number;
  /** The thread's heap: a runaway document ends the thread, not the server. */
  heapMb: number;
}

export const RENDERER_LIMITS: RendererLimits = { queued: 6, timeoutMs: 60_000, heapMb: 768 };

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class PdfRenderer {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private lastId = 0;

  constructor(private readonly limits: RendererLimits = RENDERER_LIMITS) {}

  render(definition: TDocumentDefinitions, pageOf: string): Promise<Buffer> {
    if (this.jobs.size >= this.limits.queued)
      return Promise.reject(new AppError('UNAVAILABLE', 'documentsBusy'));
    const worker = this.worker ?? this.start();
    const id = ++this.lastId;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        const seconds = Math.round(this.limits.timeoutMs / 1000);
        this.stop(new AppError('UNAVAILABLE', 'documentTooLong', { seconds }));
      }, this.limits.timeoutMs);
      this.jobs.set(id, { resolve, reject, timer });
      try {
        worker.postMessage({ id, definition, pageOf });
      } catch (error) {
        // A definition the thread cannot take (a function in it): this document fails, not the others.
        this.jobs.delete(id);
        clearTimeout(timer);
        reject(error);
      }
    });
  }

  /** Ends the thread; the documents it held are refused. */
  close() {
    this.stop(new AppError('UNAVAILABLE', 'documentsBusy'));
  }

  private start() {
    const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
    });
    // An idle thread does not keep the process alive.
    worker.unref();
    worker.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = this.jobs.get(id);
      if (!job) return;
      this.jobs.delete(id);
      clearTimeout(job.timer);
      if (pdf) job.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else job.reject(new Error(`the PDF was not written: ${error}`));
    });
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.stop(new Error('the PDF thread ended'));
    });
    this.worker = worker;
    return worker;
  }

  private stop(reason: Error) {
    const worker = this.worker;
    this.worker = null;
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(reason);
    }
    this.jobs.clear();
    void worker?.terminate();
  }
}

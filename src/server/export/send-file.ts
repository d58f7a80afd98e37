import { PassThrough } from 'node:stream';
import type { ExportFormat } from '../../contract/export';
import type { Language } from '../../contract/limits';
import { attachment } from './file-name';
import { type Batches, type FileColumn, writeCsv, writeWorkbook } from './writers';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** What a file answer is made of: its format, sheet title, columns, rows in batches and file name. */
export interface FileAnswer {
  format: ExportFormat;
  sheet: string;
  columns: readonly FileColumn[];
  values: Batches;
  name: string;
  lang: Language;
}

/** What a file is answered with: the call's reply (only http/ knows Fastify's types by name). */
interface Reply {
  header(name: string, value: string): Reply;
  send(payload: unknown): unknown;
}

/** Streams a workbook or a CSV file as the answer (the exports' one way of sending a file). */
export function sendFile(
  reply: Reply,
  log: { error(details: object, message: string): void },
  file: FileAnswer,
) {
  const out = new PassThrough();
  const written =
    file.format === 'xlsx'
      ? writeWorkbook(out, file.sheet, file.columns, file.values)
      : writeCsv(out, file.columns, file.values, file.lang);
  // Once the first byte is out a failure can only cut the file short: the client sees a broken download.
  written.catch((error: unknown) => {
    log.error({ err: error, file: file.sheet }, 'export failed while streaming');
    out.destroy(error as Error);
  });
  return reply
    .header('content-type', CONTENT_TYPES[file.format])
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'no-store')
    .send(out);
}

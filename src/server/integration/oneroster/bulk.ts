import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import {
  type CsvTableName,
  csvTables,
  MANIFEST_VERSION,
  manifestColumns,
  manifestFiles,
  ONEROSTER_VERSION,
} from '../../../contract/oneroster';
import { csvLine, csvLines, headerLine } from './csv';
import { bulkPages, type Reading } from './sources';

// The bulk CSV zip (decision 0079): manifest.csv and the four files of what maps, built a thousand records at
// a time and sent as they are compressed, waiting while the consumer is behind, so a university of any size
// costs a page of memory. A failure half-way ends the answer unfinished (a zip without its directory), which
// no reader takes for a whole set.

const encoder = new TextEncoder();

const written = Object.keys(csvTables) as CsvTableName[];

/** manifest.csv: the versions, and each file of the binding bulk or absent. */
const manifest = () =>
  csvLine(manifestColumns) +
  csvLine(['manifest.version', MANIFEST_VERSION]) +
  csvLine(['oneroster.version', ONEROSTER_VERSION]) +
  manifestFiles
    .map((file) => csvLine([`file.${file}`, (written as string[]).includes(file) ? 'bulk' : 'absent']))
    .join('') +
  csvLine(['source.systemName', 'academic-structure']);

/** Until the consumer has read what waits, or gone. */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });

/** The zip of a client's university (and faculties), as a stream. */
export function bulkZip(reading: Reading): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    return entry;
  };
  const write = async () => {
    const head = file('manifest.csv');
    head.push(encoder.encode(manifest()), true);
    for (const table of written) {
      const entry = file(`${table}.csv`);
      entry.push(encoder.encode(headerLine(table)));
      const line = csvLines[table] as (record: unknown) => string;
      for await (const records of bulkPages[table](reading)) {
        if (out.destroyed) return;
        entry.push(encoder.encode(records.map(line).join('')));
        if (out.writableNeedDrain) await drained(out);
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

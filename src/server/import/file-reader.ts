import { inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { Unzip, type UnzipDecoder } from 'fflate';
import { IMPORT_ROWS_MAX, IMPORT_UNZIPPED_MAX_BYTES } from '../../contract/import';
import { AppError } from '../core/errors';

// Reading a file from a stranger (decision 0047), on the reader's thread (read-file-worker.ts): a workbook is
// unzipped up to its bound and given up there, before the workbook library sees it, then read as
// data by the same library the export writes with (a formula's value is taken, never evaluated); a CSV is
// UTF-8, or Windows-1251 as Russian Excel saves one.

/** A cell as read: text, a number, a date, or nothing. */
export type Cell = string | number | Date | null;

/** A sheet's lines that hold anything, each with its number in the sheet. */
type Lines = { line: number; cells: Cell[] }[];

/**
 * A file's sheets (a CSV file is one, unnamed), each with its lines that hold anything: the titles are
 * among the first (file-layout.ts finds them: a heading may stand above them), the rows follow. A workbook
 * of several sheets (one per table, decision 0061) is read whole; the import reads its table's sheet.
 */
export interface ReadTable {
  sheets: { name: string; lines: Lines }[];
}

/** The most sheets of a workbook read: past them, the rest are not. */
const SHEETS_MAX = 20;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** Reads an .xlsx or a .csv file's rows; an AppError (400) with a sentence when it is not one. */
export async function readTable(bytes: Uint8Array): Promise<ReadTable> {
  const all = startsWith(bytes, ZIP) ? await readWorkbook(bytes) : [{ name: '', lines: readCsv(bytes) }];
  const sheets = all
    .map(({ name, lines }) => ({
      name,
      lines: lines.filter((row) => row.cells.some((cell) => cell !== null && String(cell).trim() !== '')),
    }))
    .filter((sheet) => sheet.lines.length > 0);
  if (sheets.length === 0) throw new AppError('VALIDATION', 'importNoTitles');
  // The titles' line and a heading or two above it are not rows.
  if (sheets.some((sheet) => sheet.lines.length > IMPORT_ROWS_MAX + TITLE_LINES_MAX))
    throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_ROWS_MAX });
  return { sheets };
}

/** How far down the titles may stand (a heading of a few lines above them). */
export const TITLE_LINES_MAX = 10;

/**
 * Refuses a zip whose entries inflate past the bound, counting the bytes actually inflated (a zip's
 * declared sizes can lie). Each entry is inflated by zlib (native, about ten times fflate's speed) told to
 * stop at what is left of the bound: a bomb is given up at the bound, never inflated whole.
 */
function assertBoundedZip(bytes: Uint8Array) {
  let left = IMPORT_UNZIPPED_MAX_BYTES;
  let over = false;
  let broken = false;
  class BoundedInflate implements UnzipDecoder {
    static readonly compression = 8;
    ondata: UnzipDecoder['ondata'] = () => {};
    private readonly chunks: Uint8Array[] = [];
    push(chunk: Uint8Array, final: boolean) {
      // fflate lends the chunk: it is copied (concatenated) before it is used.
      this.chunks.push(chunk.slice());
      if (!final || over || broken) return;
      try {
        const inflated = inflateRawSync(Buffer.concat(this.chunks), { maxOutputLength: left + 1 });
        left -= inflated.length;
        over = left < 0;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') over = true;
        else broken = true;
      }
    }
  }
  const unzip = new Unzip((file) => {
    // A stored (uncompressed) entry counts as it comes.
    file.ondata = (error, chunk) => {
      if (error) broken = true;
      left -= chunk?.length ?? 0;
      over ||= left < 0;
    };
    file.start();
  });
  unzip.register(BoundedInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    broken = true;
  }
  if (over)
    throw new AppError('VALIDATION', 'importZipBomb', { max: IMPORT_UNZIPPED_MAX_BYTES / 1024 / 1024 });
  if (broken) throw new AppError('VALIDATION', 'importDamagedWorkbook');
}

/** A cell's value as data: a formula's last computed result, a rich text's text, a link's text. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value)
      return cellOf((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return null;
  }
  return null;
}

async function readWorkbook(bytes: Uint8Array): Promise<ReadTable['sheets']> {
  assertBoundedZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('VALIDATION', 'importDamagedWorkbook');
  }
  const sheets = workbook.worksheets.slice(0, SHEETS_MAX);
  if (sheets.length === 0) throw new AppError('VALIDATION', 'importNoTitles');
  // All the sheets together hold no more than one full sheet and its titles each.
  const count = sheets.reduce((sum, sheet) => sum + sheet.actualRowCount, 0);
  if (count > IMPORT_ROWS_MAX + TITLE_LINES_MAX * sheets.length)
    throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_ROWS_MAX });
  return sheets.map((sheet) => {
    const lines: Lines = [];
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      lines.push({ line, cells: (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf) });
    });
    return { name: sheet.name, lines };
  });
}

const DELIMITERS = [';', ',', '\t'] as const;

/**
 * The separator of a CSV file: the one a line among its first holds most of (the titles; a heading above
 * them may hold none). The export writes ';'.
 */
function delimiterOf(text: string): string {
  const first = text.split('\n', TITLE_LINES_MAX);
  const counts = DELIMITERS.map((delimiter) =>
    Math.max(...first.map((line) => line.split(delimiter).length)),
  );
  return DELIMITERS[counts.indexOf(Math.max(...counts))] ?? ';';
}

// The export writes a text a spreadsheet would take for a formula after an apostrophe (writers.ts).
const PROTECTED = /^'[=+\-@\t\r]/;

/**
 * A CSV file's text: UTF-8 (with or without its byte-order mark), else Windows-1251, the code page Russian
 * Excel saves "CSV (разделители - запятые)" in. Every byte is a character in 1251 but one (0x98), so the
 * fallback is judged by what it reads: control characters mean the file is no text at all.
 */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let text: string;
    try {
      text = new TextDecoder('windows-1251', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError('VALIDATION', 'importNotATable');
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is looked for
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
      throw new AppError('VALIDATION', 'importNotATable');
    return text;
  }
}

function readCsv(bytes: Uint8Array): Lines {
  const text = csvText(bytes);
  if (text.includes('\u0000')) throw new AppError('VALIDATION', 'importNotATable');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text.replace(/^\ufeff/, '')),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      to_line: IMPORT_ROWS_MAX + TITLE_LINES_MAX + 1,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('VALIDATION', 'importDamagedCsv', { line: line ?? 1 });
  }
  return records.map((cells, index) => ({
    line: index + 1,
    cells: cells.map((cell) => (cell === '' ? null : PROTECTED.test(cell) ? cell.slice(1) : cell)),
  }));
}

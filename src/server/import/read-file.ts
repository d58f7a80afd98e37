import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import { IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX, IMPORT_UNZIPPED_MAX_BYTES } from '../../contract/import';
import { AppError } from '../core/errors';

// A file from a stranger (issue 29): bounded in size, in rows and in what it unzips to, read as data by
// the same libraries the export writes with; a formula's value is taken, never evaluated.

/** A cell as read: text, a number, a date, or nothing. */
export type Cell = string | number | Date | null;

/** A file's rows: the titles (line 1), then each row with its line in the file. */
export interface ReadTable {
  titles: string[];
  rows: { line: number; cells: Cell[] }[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
// An OLE compound file: an encrypted (password-protected) .xlsx, or an old .xls.
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** Reads an uploaded .xlsx or .csv file; a 400 with a sentence when it is not one, or too large. */
export async function readFile(bytes: Buffer): Promise<ReadTable> {
  if (bytes.length === 0) throw new AppError('VALIDATION', 'importEmptyFile');
  if (bytes.length > IMPORT_FILE_MAX_BYTES)
    throw new AppError('VALIDATION', 'importFileTooLarge', { max: IMPORT_FILE_MAX_BYTES / 1024 / 1024 });
  if (startsWith(bytes, COMPOUND)) throw new AppError('VALIDATION', 'importProtectedWorkbook');
  const table = startsWith(bytes, ZIP) ? await readWorkbook(bytes) : readCsv(bytes);
  const rows = table.rows.filter((row) => row.cells.some((cell) => cell !== null && cell !== ''));
  if (rows.length > IMPORT_ROWS_MAX)
    throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_ROWS_MAX });
  return { titles: table.titles, rows };
}

/**
 * Refuses a zip whose entries inflate past the bound, counting the bytes actually inflated (a zip's
 * declared sizes can lie): the workbook library reads it only after.
 */
function assertBoundedZip(bytes: Buffer) {
  let total = 0;
  let broken = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) broken = true;
      total += chunk?.length ?? 0;
      if (total > IMPORT_UNZIPPED_MAX_BYTES) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    broken = true;
  }
  if (total > IMPORT_UNZIPPED_MAX_BYTES)
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

async function readWorkbook(bytes: Buffer): Promise<ReadTable> {
  assertBoundedZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('VALIDATION', 'importDamagedWorkbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('VALIDATION', 'importNoTitles');
  if (sheet.rowCount > IMPORT_ROWS_MAX + 1)
    throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_ROWS_MAX });
  const all: { line: number; cells: Cell[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    all.push({ line, cells: (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf) });
  });
  const [head, ...rows] = all;
  if (head?.line !== 1) throw new AppError('VALIDATION', 'importNoTitles');
  return { titles: head.cells.map((cell) => (cell === null ? '' : String(cell).trim())), rows };
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The separator of a CSV file: the one its title line holds most of (the export writes ';'). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))] ?? ';';
}

// The export writes a text a spreadsheet would take for a formula after an apostrophe (writers.ts).
const PROTECTED = /^'[=+\-@\t\r]/;

function readCsv(bytes: Buffer): ReadTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('VALIDATION', 'importNotATable');
  }
  if (text.includes('\u0000')) throw new AppError('VALIDATION', 'importNotATable');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text.replace(/^\ufeff/, '')),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      to_line: IMPORT_ROWS_MAX + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('VALIDATION', 'importDamagedCsv', { line: line ?? 1 });
  }
  const [head, ...rows] = records;
  if (!head) throw new AppError('VALIDATION', 'importNoTitles');
  if (rows.length > IMPORT_ROWS_MAX)
    throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_ROWS_MAX });
  return {
    titles: head.map((title) => title.trim()),
    rows: rows.map((cells, index) => ({
      line: index + 2,
      cells: cells.map((cell) => (cell === '' ? null : PROTECTED.test(cell) ? cell.slice(1) : cell)),
    })),
  };
}

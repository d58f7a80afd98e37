import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Language } from '../../contract/limits';
import type { CellValue, ColumnKind } from './layout';

/** A column as the file writes it: its title in the request's language and the kind of its values. */
export interface FileColumn {
  title: string;
  kind: ColumnKind;
  /** Hidden in a workbook (the record version an import checks); a CSV file has no hidden columns. */
  hidden?: boolean;
}

/** The rows of a file, in batches, each row one value per column. */
export type Batches = AsyncIterable<readonly CellValue[][]>;

/** Excel's widths are characters: wide enough for the title and the first batch's values, within bounds. */
const WIDTH_MIN = 8;
const WIDTH_MAX = 60;

const NUMBER_FORMAT: Record<ColumnKind, string | undefined> = {
  text: '@',
  number: undefined,
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

/** A day (YYYY-MM-DD) as the Date a workbook writes as that day, whatever the server's time zone. */
function dayAsDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** How wide a value is written, in characters. */
function widthOf(value: CellValue, kind: ColumnKind): number {
  if (value === null) return 0;
  if (kind === 'date') return 10;
  if (kind === 'datetime') return 16;
  return String(value).length;
}

/** A value as the workbook stores it: days and moments as dates, the rest as they are. */
function workbookValue(value: CellValue, kind: ColumnKind): CellValue {
  if (kind === 'date' && typeof value === 'string') return dayAsDate(value);
  return value;
}

/**
 * Lets the zip move what a batch wrote, then waits while the answer's reader is behind: the writer's
 * streams do not push back, so without this a slow download would pile the whole file up in memory.
 */
async function drained(out: Writable) {
  await new Promise((resolve) => setImmediate(resolve));
  if (out.writableNeedDrain) await once(out, 'drain');
}

/**
 * Writes an .xlsx workbook of one sheet to `out` as the rows come: the header row bold and frozen, the
 * columns sized from the title and the first batch, numbers as numbers and dates as dates. Rows are
 * committed as written, so a long table is never held whole.
 */
export async function writeWorkbook(
  out: Writable,
  sheetName: string,
  columns: readonly FileColumn[],
  batches: Batches,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[[\]*?:/\\]/g, ' ') || 'Sheet', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  let started = false;
  for await (const batch of batches) {
    if (!started) {
      sheet.columns = columns.map((column, index) => ({
        header: column.title,
        key: String(index),
        width: Math.min(
          WIDTH_MAX,
          Math.max(
            WIDTH_MIN,
            column.title.length,
            ...batch.map((row) => widthOf(row[index] ?? null, column.kind)),
          ) + 2,
        ),
        style: NUMBER_FORMAT[column.kind] ? { numFmt: NUMBER_FORMAT[column.kind] } : {},
        hidden: column.hidden === true,
      }));
      sheet.getRow(1).font = { bold: true };
      started = true;
    }
    for (const row of batch)
      sheet.addRow(row.map((value, index) => workbookValue(value, columns[index]?.kind ?? 'text'))).commit();
    await drained(out);
  }
  if (!started) {
    sheet.columns = columns.map((column, index) => ({
      header: column.title,
      key: String(index),
      width: column.title.length + 2,
    }));
    sheet.getRow(1).font = { bold: true };
  }
  sheet.commit();
  await workbook.commit();
}

// Characters that make a spreadsheet read a CSV cell as a formula ("CSV injection"): such a text is
// written after an apostrophe, which Excel hides and the import takes off again.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A moment of the wall clock (a Date whose UTC fields are the local time) as YYYY-MM-DD HH:MM. */
const wallClock = (moment: Date) => moment.toISOString().slice(0, 16).replace('T', ' ');

/**
 * A number of a number column as the file's language writes it: a decimal comma in Russian and
 * Kyrgyz, what Excel of those locales reads as a number beside the `;` separator; a point in English.
 * Codes and texts are text columns and are never touched; the import reads either mark back.
 */
const csvNumber = (value: number, comma: boolean): string | number =>
  comma && !Number.isInteger(value) ? String(value).replace('.', ',') : value;

function csvValue(value: CellValue, kind: ColumnKind, comma: boolean): string | number {
  if (value === null) return '';
  if (value instanceof Date) return kind === 'date' ? value.toISOString().slice(0, 10) : wallClock(value);
  if (typeof value === 'number') return kind === 'number' ? csvNumber(value, comma) : value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The separator of the CSV files: what Excel expects in the Russian and Kyrgyz locales (decision 0047). */
const CSV_DELIMITER = ';';

/**
 * Writes a CSV file (UTF-8 with a byte-order mark, so that Excel reads Kyrgyz letters; `;`-separated) to
 * `out` as the rows come, honouring the stream's back-pressure; numbers with a decimal comma unless `lang`
 * is English.
 */
export async function writeCsv(
  out: Writable,
  columns: readonly FileColumn[],
  batches: Batches,
  lang: Language,
) {
  const comma = lang !== 'en';
  const csv = stringify({ delimiter: CSV_DELIMITER, bom: true, record_delimiter: 'windows' });
  csv.pipe(out);
  const write = (record: (string | number)[]) =>
    csv.write(record)
      ? Promise.resolve()
      : new Promise<void>((resolve) => csv.once('drain', () => resolve()));
  await write(columns.map((column) => column.title));
  for await (const batch of batches)
    for (const row of batch)
      await write(row.map((value, index) => csvValue(value, columns[index]?.kind ?? 'text', comma)));
  await new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
    csv.end();
  });
}

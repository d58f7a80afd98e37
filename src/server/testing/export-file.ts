import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** An exported file as a test reads it back: its name, its header row and its rows, as the library reads them. */
export interface ReadFile {
  status: number;
  name: string;
  contentType: string;
  titles: string[];
  rows: unknown[][];
  /** The workbook's sheet (xlsx only): its views and column widths. */
  sheet?: ExcelJS.Worksheet;
  bytes: Buffer;
}

/** The file name of a Content-Disposition (its UTF-8 form). */
const fileNameOf = (disposition: string) =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');

/** A cell as exceljs gives it: a rich or hyperlink value as its text. */
const cellValue = (value: ExcelJS.CellValue): unknown =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && 'richText' in value
    ? value.richText.map((part) => part.text).join('')
    : (value ?? null);

/** Reads an .xlsx or .csv file back with the libraries the import uses. */
async function readExported(bytes: Buffer, format: 'xlsx' | 'csv') {
  if (format === 'csv') {
    const records = parse(bytes, { delimiter: ';', bom: true, relax_column_count: true }) as string[][];
    const [titles = [], ...rows] = records;
    return { titles, rows };
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const all: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    all.push((row.values as ExcelJS.CellValue[]).slice(1).map(cellValue));
  });
  const [titles = [], ...rows] = all;
  return { titles: titles as string[], rows, sheet };
}

/** Exports a table through the API, as the signed-in `cookie`, and reads the file back. */
export async function exportFile(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown>,
  lang = 'ru',
): Promise<ReadFile> {
  const response = await t.call('POST', 'export/table', { cookie, body, lang });
  const bytes = response.rawPayload;
  if (response.statusCode !== 200)
    return { status: response.statusCode, name: '', contentType: '', titles: [], rows: [], bytes };
  const format = body.format as 'xlsx' | 'csv';
  expect(response.headers['content-type']).toContain(format === 'xlsx' ? 'spreadsheetml' : 'text/csv');
  return {
    status: 200,
    name: fileNameOf(String(response.headers['content-disposition'])),
    contentType: String(response.headers['content-type']),
    bytes,
    ...(await readExported(bytes, format)),
  };
}

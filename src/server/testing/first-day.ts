import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { fileOf } from './import-file';

// A real university's first day (decision 0060) as a spawned server meets it over HTTP: the calls a screen
// makes, each read asserted to answer 200 without a refusal, and the registrar's workbook filled in from
// the template the import offers, as a person fills one in.

interface Answer {
  status: number;
  body: { data: unknown; error: string | null; message?: string };
}

/** The calls a signed-in person's screens make at a server process. */
export function httpCalls(url: string, cookie: string) {
  const send = async (method: 'GET' | 'POST', path: string, body: unknown, lang: string) => {
    const response = await fetch(`${url}/api/v1/${path}?lang=${lang}`, {
      method,
      headers: { cookie, ...(method === 'POST' && { 'content-type': 'application/json' }) },
      ...(method === 'POST' && { body: JSON.stringify(body ?? {}) }),
    });
    return response;
  };
  const answer = async (method: 'GET' | 'POST', path: string, body: unknown, lang: string) => {
    const response = await send(method, path, body, lang);
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  /** A call that must answer 200 without a refusal; its data. */
  const ok = async <Data>(method: 'GET' | 'POST', path: string, body: unknown, lang: string) => {
    const { status, body: answered } = await answer(method, path, body, lang);
    expect(status, `${path}: ${JSON.stringify(answered).slice(0, 400)}`).toBe(200);
    expect(answered.error, path).toBeNull();
    return answered.data as Data;
  };
  return {
    cookie,
    /** Any call and its answer, whatever the status. */
    answer: (path: string, body?: unknown, lang = 'ru', method: 'GET' | 'POST' = 'POST') =>
      answer(method, path, body, lang),
    /** A list read (GET without a body, POST with one): 200, no refusal, its rows. */
    list: <Row = Record<string, unknown>>(path: string, body?: unknown, lang = 'ru') =>
      ok<Row[]>(body === undefined ? 'GET' : 'POST', path, body, lang),
    /** A write or a preview: 200, no refusal, its data. */
    post: <Data = unknown>(path: string, body: unknown, lang = 'ru') => ok<Data>('POST', path, body, lang),
    /** A call answering a file: its status, type and bytes. */
    file: async (path: string, body: unknown, lang = 'ru') => {
      const response = await send('POST', path, body, lang);
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
  };
}
export type HttpCalls = ReturnType<typeof httpCalls>;

/** The text of a PDF, as pdftotext reads it, blanks made single. */
export const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ');

/** A sheet's rows, each a record of the template's titles (a title left out is an empty cell). */
export type FilledSheet = Record<string, unknown>[];

/**
 * The template workbook filled in as a registrar does: each sheet's rows typed under the titles the
 * template has (sheets and columns not named are left empty). A title the template lacks fails, for the
 * registrar would find no column to type it in.
 */
export async function fillTemplate(template: Buffer, sheets: Record<string, FilledSheet>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.getWorksheet(name);
    expect(sheet, `the template's sheet «${name}»`).toBeDefined();
    if (!sheet) continue;
    const columns = new Map<string, number>();
    sheet.getRow(1).eachCell((cell, column) => {
      columns.set(String(cell.value), column);
    });
    rows.forEach((values, index) => {
      const row = sheet.getRow(index + 2);
      for (const [title, value] of Object.entries(values)) {
        const column = columns.get(title);
        expect(
          column,
          `«${title}» in the sheet «${name}» (it has ${[...columns.keys()].join(', ')})`,
        ).toBeDefined();
        if (column !== undefined) row.getCell(column).value = value as ExcelJS.CellValue;
      }
      row.commit();
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One import step as the dialog takes it: the preview (a dry run), then the apply of what it previewed. */
export async function importStep(
  calls: HttpCalls,
  table: string,
  filter: Record<string, unknown> | undefined,
  bytes: Buffer,
  expected: { create: number },
) {
  const request = { table, ...(filter && { filter }), file: fileOf(bytes, 'Структура университета.xlsx') };
  const preview = await calls.post<{
    counts: Record<string, number>;
    rows: Array<{ line: number; verdict: string; reason: string | null }>;
    layout: { missing: string[]; notes: string[] };
    token: string;
  }>('import/preview', request);
  expect(preview.layout.missing, table).toEqual([]);
  expect(
    preview.rows.filter((row) => row.reason !== null),
    table,
  ).toEqual([]);
  expect(preview.counts, table).toEqual({ create: expected.create, update: 0, unchanged: 0, refuse: 0 });
  const applied = await calls.post('import/apply', { ...request, token: preview.token });
  expect(applied, table).toEqual({ create: expected.create, update: 0, unchanged: 0, refuse: 0 });
  return preview;
}

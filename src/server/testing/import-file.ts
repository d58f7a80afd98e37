import ExcelJS from 'exceljs';

/** A workbook of one sheet holding these rows (the first: the titles), as the bytes an upload sends. */
export async function workbookOf(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV file of these rows, `;`-separated, UTF-8 with a byte-order mark, as Excel saves one. */
export function csvOf(rows: readonly (readonly unknown[])[], delimiter = ';'): Buffer {
  const quoted = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /["\n;,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Buffer.from(`\ufeff${rows.map((row) => row.map(quoted).join(delimiter)).join('\r\n')}\r\n`);
}

/** The file part of an import request. */
export const fileOf = (bytes: Buffer, name = 'import.xlsx') => ({ name, content: bytes.toString('base64') });

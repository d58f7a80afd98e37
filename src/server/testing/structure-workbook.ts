import ExcelJS from 'exceljs';

// A registrar's workbook of the university's structure (decision 0061), as they lay one out in Excel: a sheet
// per table, a heading line or two above the titles, columns of their own beside the import's, the
// titles in Russian or Kyrgyz.

export interface SheetOf {
  name: string;
  /** Lines above the titles (a heading, a blank line). */
  heading?: readonly (readonly unknown[])[];
  titles: readonly string[];
  rows: readonly (readonly unknown[])[];
}

/** The bytes of a workbook of these sheets, in order. */
export async function structureWorkbook(sheets: readonly SheetOf[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const written = workbook.addWorksheet(sheet.name);
    for (const line of sheet.heading ?? []) written.addRow([...line]);
    written.addRow([...sheet.titles]).font = { bold: true };
    for (const row of sheet.rows) written.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

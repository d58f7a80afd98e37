import ExcelJS from 'exceljs';
import type { ImportTableName } from '../../contract/import';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import type { ColumnKind } from '../export/layout';
import { valueColumns } from './columns';
import type { AnyImportTable } from './layout';
import { importTables } from './tables';

// The templates of several imports as one workbook (decision 0061): a sheet per table, named by
// its title (the import finds its sheet by that name), the titles an import matches in the request's
// language, the required ones coloured with a note; text columns formatted as text, so that a code such as 050100 keeps
// its leading zero when typed in.

/** How a column's cells are formatted: text as text (codes), days as days. */
const FORMAT: Record<ColumnKind, string | undefined> = {
  text: '@',
  number: undefined,
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

/** A sheet's name as Excel takes it: at most 31 characters, none of []*?:/\. */
const sheetName = (title: string) =>
  title
    .slice(0, 31)
    .replace(/[[\]*?:/\\]/g, ' ')
    .trim() || 'Sheet';

/** The workbook of the tables' templates, a sheet each in the order given (a table named twice once). */
export async function templateWorkbook(tables: readonly ImportTableName[], lang: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const required = translate('importTemplateRequired', lang);
  for (const name of new Set(tables)) {
    const table = importTables[name] as AnyImportTable;
    const columns = valueColumns(table);
    const sheet = workbook.addWorksheet(sheetName(table.exported.title[lang]), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((column) => ({
      header: column.title[lang],
      key: column.key,
      width: Math.min(40, Math.max(12, column.title[lang].length + 4)),
      style: FORMAT[column.kind] ? { numFmt: FORMAT[column.kind] } : {},
    }));
    const titles = sheet.getRow(1);
    titles.font = { bold: true };
    columns.forEach((column, index) => {
      if (!table.required.includes(column.key)) return;
      // Marked by its colour and a note: the title itself stays what the import matches exactly.
      const cell = titles.getCell(index + 1);
      cell.note = required;
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

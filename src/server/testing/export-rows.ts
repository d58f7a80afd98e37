import type { ExportFormat } from '../../contract/export';
import type { ReadFile } from './export-file';

// How the export tests compare a file's rows with what the screen's list call answered: each cell as the
// format holds it once read back.

/** A row of a list call's answer, as JSON: each test reads the fields its screen shows. */
// biome-ignore lint/suspicious/noExplicitAny: the rows of many lists, each read by the fields its test names
export type ListRow = Record<string, any>;

/**
 * A value as the file holds it: a number as a number in the workbook, and as its digits in the CSV, with a
 * decimal comma in a Russian or Kyrgyz file (export/writers.ts).
 */
export const number = (format: ExportFormat, value: number, lang = 'ru') =>
  format === 'xlsx' ? value : lang === 'en' ? String(value) : String(value).replace('.', ',');

/** A day (YYYY-MM-DD) as the file holds it: a date in the workbook, the day itself in the CSV. */
export const day = (format: ExportFormat, value: string) =>
  format === 'xlsx' ? new Date(`${value}T00:00:00.000Z`) : value;

/** The file's rows, each as wide as its header, an empty cell as ''. */
export const rowsOf = (file: ReadFile) =>
  file.rows.map((row) => file.titles.map((_, index) => row[index] ?? ''));

/** The day a file is named by. */
const DAY = '\\d{4}-\\d{2}-\\d{2}';

/** A RegExp for a whole file name, from its text before the day (escaped). */
export const namedAs = (before: string, format: ExportFormat) =>
  new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — ${DAY}\\.${format}$`);

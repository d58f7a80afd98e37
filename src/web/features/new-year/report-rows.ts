import type { TurnoverCounts, TurnoverKind, TurnoverRow } from '../../../contract/new-year';

/** A row of the report with its place in the answer (rows have no id of their own). */
export type KeyedRow = TurnoverRow & { key: number };

export const keyed = (rows: readonly TurnoverRow[]): KeyedRow[] => rows.map((row, key) => ({ ...row, key }));

/** Whether a row changes something or leaves something behind: what the filter shows by default. */
export const changesOrRefuses = (row: TurnoverRow): boolean =>
  row.created > 0 || row.replaced > 0 || row.refused > 0;

const verdicts = ['created', 'kept', 'replaced', 'refused'] as const;

/** The counts of every kind added up (the counts table's last row). */
export function totalOf(counts: readonly TurnoverCounts[]): Omit<TurnoverCounts, 'kind'> {
  const total = { created: 0, kept: 0, replaced: 0, refused: 0 };
  for (const row of counts) for (const verdict of verdicts) total[verdict] += row[verdict];
  return total;
}

/** Whether applying would write anything (something to create or to replace). */
export const writesAnything = (counts: readonly TurnoverCounts[]): boolean => {
  const total = totalOf(counts);
  return total.created + total.replaced > 0;
};

/** The CSV separator of the app's exports (what Excel expects in the Russian and Kyrgyz locales). */
const DELIMITER = ';';
// A text starting so is read by a spreadsheet as a formula: written after an apostrophe, as the server does.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The headings of the CSV file, in the interface language. */
export interface CsvHeadings {
  faculty: string;
  record: string;
  kind: string;
  created: string;
  kept: string;
  replaced: string;
  refused: string;
  reasons: string;
}

/**
 * The report's rows as a CSV file the way the app's exports write them: UTF-8 with a byte-order mark (so
 * that Excel reads Kyrgyz letters), `;`-separated, CRLF line ends; a row's reasons in one cell.
 */
export function reportCsv(
  rows: readonly TurnoverRow[],
  headings: CsvHeadings,
  kindName: (kind: TurnoverKind) => string,
): string {
  const lines = [
    [
      headings.faculty,
      headings.record,
      headings.kind,
      headings.created,
      headings.kept,
      headings.replaced,
      headings.refused,
      headings.reasons,
    ],
    ...rows.map((row) => [
      row.faculty,
      row.record,
      kindName(row.kind),
      row.created,
      row.kept,
      row.replaced,
      row.refused,
      row.reasons.join('; '),
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(DELIMITER)).join('\r\n')}\r\n`;
}

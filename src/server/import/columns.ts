import type { Language } from '../../contract/limits';
import { AppError } from '../core/errors';
import type { ColumnKind, ExportColumn } from '../export/layout';
import { recordColumns } from '../export/layout';
import type { AnyImportTable, Values } from './layout';
import type { Cell } from './read-file';

/** A column of the file: the table's column it is, by the title it has in any of the three languages. */
export type FileColumns = (ExportColumn<unknown> | undefined)[];

const titleKey = (title: string) => title.trim().toLocaleLowerCase('ru');

/**
 * The table's columns as a row's values key them: a screen column the file writes as several (a term's
 * two days, both keyed 'term') keys its second and later ones 'term.2' …, so that each cell is read.
 */
export function valueColumns(table: AnyImportTable): ExportColumn<unknown>[] {
  const seen = new Map<string, number>();
  return table.exported.columns.map((column) => {
    const count = (seen.get(column.key) ?? 0) + 1;
    seen.set(column.key, count);
    return count === 1 ? column : { ...column, key: `${column.key}.${count}` };
  });
}

/** The columns of a file's titles; a 400 naming the unknown, repeated or missing ones. */
export function fileColumns(table: AnyImportTable, titles: readonly string[], lang: Language): FileColumns {
  const known: ExportColumn<unknown>[] = [...valueColumns(table), ...recordColumns(table.exported)];
  const byTitle = new Map<string, ExportColumn<unknown>>();
  for (const column of known)
    for (const title of Object.values(column.title)) byTitle.set(titleKey(title), column);
  const unknown = titles.filter((title) => title !== '' && !byTitle.has(titleKey(title)));
  if (unknown.length > 0)
    throw new AppError('VALIDATION', 'importUnknownColumns', {
      table: table.exported.title[lang],
      // A file may have thousands of titles, each of any length: the first few, cut, are enough to say it.
      columns: [
        ...unknown.slice(0, 10).map((title) => `«${echo(title)}»`),
        ...(unknown.length > 10 ? ['…'] : []),
      ].join(', '),
      expected: table.exported.columns.map((column) => `«${column.title[lang]}»`).join(', '),
    });
  const columns = titles.map((title) => (title === '' ? undefined : byTitle.get(titleKey(title))));
  const seen = new Set<string>();
  for (const column of columns) {
    if (!column) continue;
    if (seen.has(column.key))
      throw new AppError('VALIDATION', 'importRepeatedColumn', { column: column.title[lang] });
    seen.add(column.key);
  }
  const missing = table.required.filter((key) => !seen.has(key));
  if (missing.length > 0)
    throw new AppError('VALIDATION', 'importMissingColumns', {
      columns: missing
        .map((key) => table.exported.columns.find((column) => column.key === key)?.title[lang] ?? key)
        .map((title) => `«${title}»`)
        .join(', '),
    });
  return columns;
}

/** A day of a cell: a date, or text written yyyy-mm-dd or dd.mm.yyyy. */
function dayOf(cell: Cell): string | null | undefined {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return text;
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return `${dotted[3]}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}`;
  return undefined;
}

/** A number of a cell: a number, or text with a point or a comma. */
function numberOf(cell: Cell): number | undefined {
  if (typeof cell === 'number') return cell;
  const text = String(cell).trim().replace(/\s/g, '').replace(',', '.');
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : undefined;
}

/** A cell as a column of its kind takes it. */
export function cellValue(
  cell: Cell,
  kind: ColumnKind,
): string | number | null | { refused: 'number' | 'date' } {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return kind === 'text' ? '' : null;
  if (kind === 'number') return numberOf(cell) ?? { refused: 'number' };
  if (kind === 'date') return dayOf(cell) ?? { refused: 'date' };
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'number' ? String(cell) : cell;
}

/** A row's cells by column key; or why a cell is refused (not a number, not a date). */
export function rowValues(
  cells: readonly Cell[],
  columns: FileColumns,
  lang: Language,
): { values: Values } | { refusal: AppError } {
  const values: Values = {};
  for (const [index, column] of columns.entries()) {
    if (!column) continue;
    const cell = cells[index] ?? null;
    const value = cellValue(cell, column.kind);
    if (value !== null && typeof value === 'object')
      return {
        refusal: new AppError(
          'VALIDATION',
          value.refused === 'number' ? 'importRowNotNumber' : 'importRowNotDate',
          {
            column: column.title[lang],
            value: echo(String(cell)),
          },
        ),
      };
    values[column.key] = value;
  }
  return { values };
}

/** A value as the preview shows it before and after. */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The most of a file's own text a message or a preview repeats (a title, a cell, a record's name). */
export const ECHO_MAX = 120;

/**
 * A file's text as an answer repeats it: cut at ECHO_MAX characters (a 1.5 MB title line must not come
 * back as a 2.5 MB message, issue 45), on a whole character.
 */
export function echo(text: string): string {
  const characters = Array.from(text.length > ECHO_MAX * 2 ? text.slice(0, ECHO_MAX * 2) : text);
  return characters.length > ECHO_MAX ? `${characters.slice(0, ECHO_MAX - 1).join('')}…` : text;
}

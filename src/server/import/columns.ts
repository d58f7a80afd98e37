import type { Language } from '../../contract/limits';
import { AppError } from '../core/errors';
import type { ColumnKind, ExportColumn } from '../export/layout';
import type { Cell } from './file-reader';
import type { AnyImportTable, Values } from './layout';

/** A column of the file: the table's column it is, by the title it has in any of the three languages. */
export type FileColumns = (ExportColumn<unknown> | undefined)[];

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
const ECHO_MAX = 120;

/**
 * A file's text as an answer repeats it: cut at ECHO_MAX characters (a 1.5 MB title line must not come
 * back as a 2.5 MB message), on a whole character.
 */
export function echo(text: string): string {
  const characters = Array.from(text.length > ECHO_MAX * 2 ? text.slice(0, ECHO_MAX * 2) : text);
  return characters.length > ECHO_MAX ? `${characters.slice(0, ECHO_MAX - 1).join('')}…` : text;
}

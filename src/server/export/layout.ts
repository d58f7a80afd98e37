import type { z } from 'zod';
import type { Access } from '../../contract/access';
import type { ExportRequest, ExportTableName } from '../../contract/export';
import type { Language } from '../../contract/limits';
import { screenTexts, type Trilingual, textOf } from '../core/screen-texts';
import type { SignedInUser } from '../core/signed-in-user';
import type { Database } from '../db/connection';

/**
 * What a cell holds: text, a number (written as a number), a day (YYYY-MM-DD, written as a date) or a
 * moment (a Date of the university's wall clock, written as a date and time); null is an empty cell.
 */
export type CellValue = string | number | Date | null;

export type ColumnKind = 'text' | 'number' | 'date' | 'datetime';

/**
 * One column of an exported table, keyed as the screen keys its column. Columns may share a key: a screen
 * column the file writes as several (a term, "since 01.09.2024", as its two days, written as dates).
 */
export interface ExportColumn<Row> {
  key: string;
  title: Trilingual;
  kind: ColumnKind;
  value: (row: Row, lang: Language) => CellValue;
}

/** The request's filter for a table that has one. */
export type FilterOf<Name extends ExportTableName> =
  Extract<ExportRequest, { table: Name }> extends {
    filter: infer F;
  }
    ? F
    : undefined;

/** What a table's rows are read with: the same reads as its screen, as the signed-in user. */
export interface RowsContext<Filter> {
  database: Database;
  user: SignedInUser;
  lang: Language;
  timeZone: string;
  filter: Filter;
}

/**
 * A table the product exports: its screen's title (the file's name), its list's rule, its columns in the
 * screen's order, the texts its search box matches, and its rows in batches (a long table never whole).
 */
export interface ExportTable<Name extends ExportTableName, Row, Filter = FilterOf<Name>> {
  name: Name;
  title: Trilingual;
  /** The rule of the screen's list call (contract/access.ts). */
  access: Access;
  columns: readonly ExportColumn<Row>[];
  search?: (row: Row) => readonly string[];
  /** A row's Kyrgyz and English names, on a list with the "Missing translation" filter. */
  translations?: (row: Row) => { kg: string; en: string };
  /** How the file's name says the filter ("Корпус 2"), when the table has one. */
  filterName?: (context: RowsContext<Filter>) => Promise<string | null>;
  /** How many rows the filter finds, counted up to `limit` (a table whose rows come in batches). */
  count?: (context: RowsContext<Filter>, limit: number) => Promise<number>;
  rows: (context: RowsContext<Filter>) => AsyncIterable<readonly Row[]>;
  /**
   * A row's record and version, on a table a file can be imported into: written in two last columns
   * (hidden in a workbook), so that an import updates that record (renamed or not) and refuses a row
   * whose record changed after the export.
   */
  record?: { id: (row: Row) => number; version: (row: Row) => number };
}

/** Any table, as the export route handles it. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds tables of every row and filter type
export type AnyExportTable = ExportTable<ExportTableName, any, any>;

/** A list read once, as one batch. */
export async function* once<Row>(load: () => Promise<readonly Row[]>): AsyncIterable<readonly Row[]> {
  yield await load();
}

/** A column of text. */
export const textColumn = <Row>(
  key: string,
  title: Trilingual,
  value: (row: Row, lang: Language) => string | null,
): ExportColumn<Row> => ({ key, title, kind: 'text', value });

/** A column of numbers: written as numbers, summed and sorted as such in a spreadsheet. */
export const numberColumn = <Row>(
  key: string,
  title: Trilingual,
  value: (row: Row) => number | null,
): ExportColumn<Row> => ({ key, title, kind: 'number', value });

/** A column of days (YYYY-MM-DD): written as dates. */
export const dateColumn = <Row>(key: string, title: Trilingual, value: (row: Row) => string | null) => ({
  key,
  title,
  kind: 'date' as const,
  value,
});

/** The row type of a list call's answer. */
export type RowOfList<C extends { data: z.ZodType }> =
  z.output<C['data']> extends readonly (infer R)[] ? R : never;

/** The record and record-version columns of an importable table's file: keys and titles. */
export const RECORD_KEY = '_record';
export const VERSION_KEY = '_version';
const RECORD_TITLE = textOf(screenTexts.shell, (texts) => texts.export.record);
const VERSION_TITLE = textOf(screenTexts.shell, (texts) => texts.export.version);

/** The record and version columns of a table a file can be imported into; none for the others. */
export function recordColumns(
  table: Pick<ExportTable<ExportTableName, unknown>, 'record'>,
): ExportColumn<unknown>[] {
  const { record } = table;
  if (!record) return [];
  return [
    { key: RECORD_KEY, title: RECORD_TITLE, kind: 'number', value: (row) => record.id(row) },
    { key: VERSION_KEY, title: VERSION_TITLE, kind: 'number', value: (row) => record.version(row) },
  ];
}

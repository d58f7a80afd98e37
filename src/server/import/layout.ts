import type { z } from 'zod';
import type { CallDefinition } from '../../contract/call';
import type { ImportTableName } from '../../contract/import';
import type { AppError } from '../core/errors';
import type { Trilingual } from '../core/screen-texts';
import type { SignedInUser } from '../core/signed-in-user';
import type { Transaction } from '../db/write';
import type { ExportTable, FilterOf, RowsContext } from '../export/layout';
import type { Claim } from './claims';

/** A row of a file by column key: text ('' when empty), a number or a day (YYYY-MM-DD), null when empty. */
export type Values = Record<string, string | number | null>;

/**
 * One more save a row's write makes, through the screen's own declared save of `table` (http/import-row.ts):
 * its payload checked by the save's schema, its role, rules, faculty scope and audit, in the row's
 * savepoint. A row of a speciality saves its licence, its binding and its parameters so.
 */
export type SaveThrough = (
  save: CallDefinition,
  table: string,
  payload: Record<string, unknown>,
) => Promise<void>;

/**
 * A table a file can be imported into (decision 0047): the export its file's layout is (columns, titles, the
 * screen's rows it updates), and how a file's row becomes the payload of the screen's own save.
 */
export interface ImportTable<Name extends ImportTableName, Row> {
  name: Name;
  /** The export of the same table: the file's columns, and the records (the screen's rows) it may update. */
  exported: ExportTable<Name, Row, FilterOf<Name>>;
  /** The screen's save call: its declared save writes each row, with its rules, roles and audit. */
  save: CallDefinition;
  /** The database table the save is declared for (registerReference's `table.table`). */
  saveTable?: string;
  /**
   * A hand-written save (not declared with registerReference) as it writes inside a transaction: each
   * row's checked payload, in the row's savepoint; its AppError is the row's refusal.
   */
  write?: (tx: Transaction, user: SignedInUser, body: never, through: SaveThrough) => Promise<void>;
  /**
   * The schema of the row's checked payload where its write makes several saves (`write` with `through`):
   * the fields of each, with their rules; else the save's own body.
   */
  body?: z.ZodType;
  /** The columns (keys) a file must have. */
  required: readonly string[];
  /** The columns a row must fill: a blank cell refuses it, naming the column (where the save says less). */
  filled?: readonly string[];
  /** The column that names a row's record: a file row updates the record with the same value. */
  key: string;
  /** The key of a record (the screen's row), compared case-blind. */
  keyOf: (row: Row) => string;
  /** The key of a file's row, where it is more than the `key` column's value (a department's faculty). */
  keyOfValues?: (values: Values, lookups: Lookups) => string;
  /** How the preview names a row's record (its code and name). */
  label: (values: Values) => string;
  /**
   * The save's payload: the row's values over the record it updates (undefined: a new one), looking up the
   * names it gives (a faculty by its name in any language), the filter giving the rest (a new record's
   * building or year, a commission's faculty); a name not found refuses the row, as does a value the file
   * may not change (`refused`).
   */
  payload: (
    values: Values,
    record: Row | undefined,
    lookups: Lookups,
    filter: FilterOf<Name>,
  ) => Record<string, unknown> | { unknown: { column: string; value: string } } | { refused: AppError };
  /**
   * A screen row whose record does not exist yet (a group without its headcounts of the half-year, a
   * speciality without its year's plan): a file row changing it creates the record, without a version.
   */
  creates?: (row: Row) => boolean;
  /** Payload field → column key: a refused field is named by its column's title. */
  fields: Record<string, string>;
  /**
   * What a row takes that no other row of the file may take too, beyond its record (claims.ts): a
   * commission's member, a single-holder role.
   */
  claims?: (values: Values, record: Row | undefined, lookups: Lookups) => Claim[];
  /** Columns showing a looked-up name, by the lookup list: the same record under another name is no change. */
  lookupColumns?: Record<string, string>;
  /**
   * The columns a file shows for reading only (a speciality's name beside its code): neither compared
   * with the record nor written.
   */
  readOnly?: readonly string[];
  /** The columns a record keeps whatever a file says (a classifier row's code and Russian name). */
  locked?: (row: Row) => readonly string[];
  /** The lists a row's names are looked up in, read once per file. */
  lookups?: (context: RowsContext<FilterOf<Name>>) => Promise<Lookups>;
}

/** Names to ids, per list (faculties …): each name in every language, compared trimmed and case-blind. */
export type Lookups = Record<string, Map<string, number>>;

/** A name as a lookup compares it. */
export const lookupKey = (name: string) => name.trim().toLocaleLowerCase('ru');

/** A lookup of a list's rows by each of their three names. */
export function lookupOf<Row>(
  rows: readonly Row[],
  id: (row: Row) => number,
  names: (row: Row) => Trilingual,
) {
  const found = new Map<string, number>();
  for (const row of rows)
    for (const name of Object.values(names(row))) if (name.trim()) found.set(lookupKey(name), id(row));
  return found;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds tables of every row and filter type
export type AnyImportTable = Omit<ImportTable<ImportTableName, any>, 'exported' | 'lookups'> & {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  exported: ExportTable<ImportTableName, any, any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  lookups?: (context: RowsContext<any>) => Promise<Lookups>;
};

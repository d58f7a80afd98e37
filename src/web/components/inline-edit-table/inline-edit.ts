import type { ReactNode } from 'react';
import { NEW_ID } from '../../../contract/limits';
import type { TextRefusal } from '../../../contract/text';
import type { Refusal } from '../../lib/permissions';
import {
  type DateError,
  differs,
  type FormField,
  type FormValues,
  fieldErrors,
  isDateError,
  isTextRefusal,
} from '../form-modal/fields';

/*
 * The rules of an inline-edit table (SPEC §2 end: positions, classrooms, grading tables, licences,
 * headcounts), kept apart from React so that they can be tested on their own.
 */

/** How a column's value is edited in a row. */
type InlineEditor =
  | {
      kind: 'text';
      maxLength: number;
      /** A long text (e.g. a licence supplement). */
      multiline?: boolean;
      /** Uppercased as typed (a letter grade, SPEC §5). */
      uppercase?: boolean;
    }
  /** Digits only, at most maxDigits of them (SPEC §5: headcounts 3, hours 3, capacity 10). */
  | { kind: 'number'; maxDigits: number }
  /**
   * A non-negative decimal (digits and one point or comma), at most maxLength characters (points, §5),
   * and at most `decimals` digits after the separator where given (a classroom's square: 2).
   */
  | { kind: 'decimal'; maxLength: number; decimals?: number }
  /** A day (yyyy-mm-dd) typed the interface language's way (components/date-input.tsx). */
  | { kind: 'date' }
  /** A choice; its options may depend on the row's other values (a department of the chosen faculty). */
  | { kind: 'select'; options: SelectOptions | ((values: FormValues) => SelectOptions) };

export type SelectOptions = ReadonlyArray<{ value: number | string; label: string }>;

/** A select's options for the row's values. */
export const optionsOf = (
  options: SelectOptions | ((values: FormValues) => SelectOptions),
  values: FormValues,
): SelectOptions => (typeof options === 'function' ? options(values) : options);

/** Where the table stands when a cell is drawn. */
interface CellState {
  /** This row is in edit. */
  editing: boolean;
  /** Another row is in edit with typed changes (what would drop them waits). */
  editingOther: boolean;
}

export interface InlineColumn<Row, Values extends FormValues> {
  /** Unique among the columns. */
  key: string;
  /** The column's title; also the accessible name of its input. */
  header: string;
  /** The value as a row shows it (also in edit, where the column has no input). */
  cell: (row: Row, state: CellState) => ReactNode;
  /** The input of a row in edit; without it the column shows its view cell (empty on a new row). */
  edit?: InlineEditor & {
    name: keyof Values & string;
    required?: boolean;
    /** Why this row's value may not be changed here (shown, with a lock, instead of the input); null: it may. */
    lockedFor?: (row: Row | null) => string | null;
  };
  width?: number | string;
  /** A column of controls (the licence picker's choice), not of data: the Export action leaves it out. */
  notExported?: true;
}

/** A refusal of the whole table, or of each row (e.g. by the row's faculty). */
export type RowRefusal<Row> = Refusal | ((row: Row) => Refusal);

export const refusalFor = <Row>(refusal: RowRefusal<Row> | undefined, row: Row): Refusal =>
  typeof refusal === 'function' ? refusal(row) : (refusal ?? null);

/** The key of the temporary row an Add inserts (never a row's own key). */
export const NEW_ROW = 'new-row';
export type EditKey = string | number;

/** The row being edited: one at a time. */
export interface Editing<Row, Values extends FormValues> {
  key: EditKey;
  /** The row as it was when its edit began (its row version is what the save sends); null: a new row. */
  row: Row | null;
  /** What the row held when its edit began: a save of the same values sends nothing. */
  initial: Values;
  values: Values;
  /** Why the last Save was refused, in the interface language; empty while nothing is wrong. */
  problems: readonly string[];
  /** The inputs to correct (their value names). */
  invalid: readonly string[];
  /** Someone else saved the row meanwhile: Save is refused and its current values are offered. */
  stale: boolean;
}

export function startEditing<Row, Values extends FormValues>(
  key: EditKey,
  row: Row | null,
  values: Values,
): Editing<Row, Values> {
  return { key, row, initial: values, values, problems: [], invalid: [], stale: false };
}

/** Whether the edited row holds typed changes (a new row always counts as one: it is not saved). */
export const hasChanges = <Row, Values extends FormValues>(editing: Editing<Row, Values> | null): boolean =>
  editing !== null && (editing.row === null || differs(editing.values, editing.initial));

/**
 * Whether leaving the edit would throw typed values away, so that it asks first: a new row left as it was
 * added holds nothing typed and leaves without a question.
 */
export const hasTypedChanges = <Row, Values extends FormValues>(
  editing: Editing<Row, Values> | null,
): boolean => editing !== null && differs(editing.values, editing.initial);

/**
 * Only digits, cut to maxDigits (SPEC §5: "truncated to 3 characters"); `refused` says that something
 * typed or pasted was dropped, so that the table can say why.
 */
export function cleanDigits(text: string, maxDigits: number): { value: string; refused: boolean } {
  const digits = text.replace(/\D/g, '');
  const value = digits.slice(0, maxDigits);
  return { value, refused: value !== text };
}

/**
 * A non-negative decimal as typed: digits and one decimal separator (a comma kept as typed, the server
 * reads it as a point), cut to maxLength characters and, where `decimals` is given, to that many digits
 * after the separator; `refused` says that something was dropped.
 */
export function cleanDecimal(
  text: string,
  maxLength: number,
  decimals?: number,
): { value: string; refused: boolean } {
  let separator = false;
  let fraction = 0;
  let kept = '';
  for (const char of text) {
    if (/\d/.test(char)) {
      if (separator && decimals !== undefined && fraction >= decimals) continue;
      if (separator) fraction += 1;
      kept += char;
    } else if ((char === '.' || char === ',') && !separator) {
      separator = true;
      kept += char;
    }
  }
  const value = kept.slice(0, maxLength);
  return { value, refused: value !== text };
}

/** A number input's value as it is sent: the integer it holds, empty meaning 0 (SPEC §5). */
export const countOf = (value: unknown): number => {
  const text = String(value ?? '').trim();
  return text === '' ? 0 : Number.parseInt(text, 10) || 0;
};

/** The values as a save sends them: the texts without the spaces typed around them, the picks as they are. */
export function trimmed<Values extends object>(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Values;
}

/**
 * The body of an ins-upd call saving a row (SPEC §7): the row's id under the call's name for it, -1
 * (NEW_ID) for a new row; then its fields; then an update's row version as its edit began (decision 0011:
 * the server refuses it, 409, when the row has changed since).
 */
export function upsert<Row extends { rowVersion: number }, Id extends string, Fields extends object>(
  row: Row | null,
  idKey: Id,
  idOf: (row: Row) => number,
  fields: Fields,
) {
  const id = { [idKey]: row === null ? NEW_ID : idOf(row) } as Record<Id, number>;
  return { ...id, ...fields, rowVersion: row?.rowVersion };
}

/** The edited columns as the form's rules know them, to share their required and length checks. */
function asFormField<Row, Values extends FormValues>(
  column: InlineColumn<Row, Values>,
  values: Values,
): FormField<Values> {
  const edit = column.edit as NonNullable<InlineColumn<Row, Values>['edit']>;
  const base = { name: edit.name, label: column.header, required: edit.required };
  switch (edit.kind) {
    case 'select':
      return { ...base, kind: 'select', options: optionsOf(edit.options, values) };
    case 'number':
      return { ...base, kind: 'text', maxLength: edit.maxDigits };
    case 'decimal':
      return { ...base, kind: 'text', maxLength: edit.maxLength };
    case 'date':
      return { ...base, kind: 'date' };
    default:
      return { ...base, kind: 'text', maxLength: edit.maxLength, multiline: edit.multiline };
  }
}

/**
 * What is wrong with a row's values: the required inputs left empty, the texts over their limit, and the
 * texts the rule for text refuses (contract/text.ts).
 */
interface RowProblems {
  /** The headers of the required inputs left empty. */
  missing: string[];
  tooLong: { header: string; max: number }[];
  characters: { header: string; reason: TextRefusal }[];
  /** Dates not typed the language's way, or naming no real day. */
  dates: { header: string; reason: DateError }[];
  /** The value names of every input to correct. */
  invalid: string[];
}

export function rowProblems<Row, Values extends FormValues>(
  columns: readonly InlineColumn<Row, Values>[],
  values: Values,
): RowProblems {
  const edited = columns.filter((column) => column.edit);
  const errors = fieldErrors(
    edited.map((column) => asFormField(column, values)),
    values,
  );
  const problems: RowProblems = { missing: [], tooLong: [], characters: [], dates: [], invalid: [] };
  for (const column of edited) {
    const field = asFormField(column, values);
    const error = errors[field.name];
    if (!error) continue;
    problems.invalid.push(field.name);
    if (error === 'required') problems.missing.push(column.header);
    else if (isDateError(error)) problems.dates.push({ header: column.header, reason: error });
    else if (isTextRefusal(error)) problems.characters.push({ header: column.header, reason: error });
    else if (field.kind === 'text') problems.tooLong.push({ header: column.header, max: field.maxLength });
  }
  return problems;
}

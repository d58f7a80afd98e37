import { z } from 'zod';
import type { Access } from './access';
import { type CallDefinition, listCall, tableWrites } from './call';
import { id, optional, required, trilingualInput } from './fields';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';

// A reference table of named records described once (decision 0065): its database table, and for each of
// its columns the key its list rows and its save's payload give it (SPEC §3 and §7 name them differently,
// so the mapping lives here and nowhere else). The contract's calls are built from it; the server derives
// its list, save, delete, history, export, import and field labels, and the web its columns and form.

/** A text in the three languages of the interface. */
export interface Trilingual {
  ru: string;
  kg: string;
  en: string;
}

/** One column: its name in the database, in a list row (SPEC §3) and in the save's payload (SPEC §7). */
export interface MappedColumn {
  column: string;
  row: string;
  payload: string;
}

/** A further text column after the names: labelled here in three languages, shown, exported, imported. */
interface TextColumn extends MappedColumn {
  label: Trilingual;
  maxLength: number;
  /** The form does not save without it. */
  required?: true;
}

export interface ReferenceDescription {
  /** The table as SPEC §3 names it. */
  table: string;
  /** The row's id. */
  key: MappedColumn;
  /** Who may write it (access.ts). */
  access: Access;
  /** The row as the calls' summaries name it: 'a direction'. */
  noun: string;
  /** What another row may not share (sms 3): the code, or the Russian name. */
  unique: 'code' | 'name';
  /** A refusal of the save besides the usual ones, as its summary says it. */
  refusal?: string;
  calls: { list: { method: 'GET' | 'POST'; path: string; summary: string }; save: string; delete: string };
  /** What the row has before its names: a code (directions) or a short name (departments). */
  lead?: MappedColumn & { kind: 'code' | 'shortName' };
  /**
   * The three names: `column`, `column_kg`, `column_en` in the database; `row` gives the list's keys; the
   * payload's are `payload`, then `{stem}Kg` and `{stem}En` (fields.ts `trilingualInput`). SPEC §5
   * requires the Russian one, or all three.
   */
  names: { column: string; row: Trilingual; payload: string; required: 'ru' | 'all'; shown?: string };
  /** The faculty a row belongs to: its id, and the faculty's three names in the row. */
  faculty?: MappedColumn;
  /** Further text columns, in the order the screen shows them. */
  more?: readonly TextColumn[];
  /** The columns the list is ordered by after the faculty's name and before the id. */
  order: readonly string[];
}

/** The faculty's names as a department's row carries them. */
export const FACULTY_NAMES = { ru: 'faculty', kg: 'faculty_kg', en: 'faculty_en' } as const;

/** A described row's text under one of its description's keys ('' where it has none). */
export const textIn = (row: unknown, key: string) => String((row as Record<string, unknown>)[key] ?? '');

/** A described row's three names, under the keys its description gives them. */
export const namesIn = (row: unknown, keys: Trilingual): Trilingual => ({
  ru: textIn(row, keys.ru),
  kg: textIn(row, keys.kg),
  en: textIn(row, keys.en),
});

/** Every row of a list carries its edit flag and its version (decision 0011). */
const flagged = { edit: z.boolean(), rowVersion: z.number().int() };

type Keys<T> = T extends Trilingual ? T[keyof Trilingual] : never;
type RowKeys<D extends ReferenceDescription> =
  | (D['lead'] extends MappedColumn ? D['lead']['row'] : never)
  | Keys<D['names']['row']>
  | (D['names']['shown'] extends string ? D['names']['shown'] : never)
  | (D['faculty'] extends MappedColumn ? (typeof FACULTY_NAMES)[keyof Trilingual] : never)
  | (D['more'] extends readonly TextColumn[] ? D['more'][number]['row'] : never);

/** The row of a described table's list, as its zod shape. */
type RowShape<D extends ReferenceDescription> = { [K in D['key']['row']]: z.ZodNumber } & {
  [K in RowKeys<D>]: z.ZodString;
} & (D['faculty'] extends MappedColumn ? { [K in D['faculty']['row']]: z.ZodNumber } : unknown) &
  typeof flagged;

type NameStem<Key extends string> = Key extends `${infer Stem}_` ? Stem : Key;
type Text = ReturnType<typeof required> | ReturnType<typeof optional>;
/** The save's payload fields after the id (tableWrites adds the id and the version). */
type PayloadShape<D extends ReferenceDescription> = (D['lead'] extends MappedColumn
  ? { [K in D['lead']['payload']]: ReturnType<typeof required> }
  : unknown) & { [K in D['names']['payload']]: ReturnType<typeof required> } & {
  [K in
    | `${NameStem<D['names']['payload']>}Kg`
    | `${NameStem<D['names']['payload']>}En`]: D['names']['required'] extends 'all'
    ? ReturnType<typeof required>
    : ReturnType<typeof optional>;
} & (D['faculty'] extends MappedColumn
    ? { [K in D['faculty']['payload']]: ReturnType<typeof id> }
    : unknown) &
  (D['more'] extends readonly TextColumn[] ? { [K in D['more'][number]['payload']]: Text } : unknown);

/** The three payload keys of the names, as `trilingualInput` makes them. */
export const namePayloadKeys = (names: ReferenceDescription['names']): Trilingual => {
  const stem = names.payload.replace(/_$/, '');
  return { ru: names.payload, kg: `${stem}Kg`, en: `${stem}En` };
};

const rowShape = (table: ReferenceDescription) => ({
  [table.key.row]: z.number(),
  ...(table.lead ? { [table.lead.row]: z.string() } : {}),
  [table.names.row.ru]: z.string(),
  [table.names.row.kg]: z.string(),
  [table.names.row.en]: z.string(),
  ...(table.names.shown ? { [table.names.shown]: z.string() } : {}),
  ...(table.faculty
    ? {
        [table.faculty.row]: z.number(),
        ...Object.fromEntries(Object.values(FACULTY_NAMES).map((key) => [key, z.string()])),
      }
    : {}),
  ...Object.fromEntries((table.more ?? []).map((column) => [column.row, z.string()])),
  ...flagged,
});

const payloadShape = (table: ReferenceDescription) => ({
  ...(table.lead ? { [table.lead.payload]: required(CODE_MAX_LENGTH) } : {}),
  ...trilingualInput(
    table.names.payload,
    NAME_MAX_LENGTH,
    (table.names.required === 'all' ? required : optional) as (max: number) => z.ZodType<string>,
  ),
  ...(table.faculty ? { [table.faculty.payload]: id() } : {}),
  ...Object.fromEntries(
    (table.more ?? []).map((column) => [
      column.payload,
      column.required ? required(column.maxLength) : optional(column.maxLength),
    ]),
  ),
});

/**
 * The description with its three calls: the list (SPEC §3's rows), the save (id -1 creates; sms 1, 2, 3
 * when another row has the same unique field; 409 when stale) and the delete (sms 8, or 6 when the row is
 * in use or locked, edit = false), all answering alike (SPEC §8).
 */
export function describeReference<const D extends ReferenceDescription>(table: D) {
  const { calls, noun } = table;
  const row = z.object(rowShape(table) as RowShape<D>);
  const writes = tableWrites(table.key.payload as D['key']['payload'], table.access);
  const refusal = table.refusal ? `; ${table.refusal}` : '';
  return {
    ...table,
    row,
    list: listCall(calls.list.method, calls.list.path, row, { summary: calls.list.summary }),
    save: writes.save(
      calls.save,
      payloadShape(table) as PayloadShape<D>,
      `Create (${table.key.payload} -1) or update ${noun}: sms 1, 2, 3 (${table.unique} exists)${refusal}; 409 when rowVersion is stale`,
    ),
    delete: writes.delete(calls.delete, `Delete ${noun}: sms 8, or 6 when it is in use or locked`),
  };
}

/** Any described table, as the generic code deriving from descriptions takes it. */
export type ReferenceTable = ReferenceDescription & {
  row: z.ZodObject;
  list: CallDefinition<undefined, z.ZodArray<z.ZodObject>>;
  save: CallDefinition<z.ZodObject>;
  delete: CallDefinition<z.ZodObject>;
};

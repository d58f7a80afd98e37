import type { z } from 'zod';
import { mayCall } from '../../contract/access';
import type { CallDefinition } from '../../contract/call';
import type { ImportRow } from '../../contract/import';
import type { Language } from '../../contract/limits';
import type { Config } from '../config';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import type { SignedInUser } from '../core/signed-in-user';
import { describeValidation, reasons } from '../core/validation';
import type { Database } from '../db/connection';
import { writeRow } from '../db/reference';
import { prepareSave, type SaveRegistry } from '../db/saves';
import type { Transaction } from '../db/write';
import { VERSION_KEY } from '../export/layout';
import { echo, shown, valueColumns } from './columns';
import { type AnyImportTable, type Lookups, lookupKey, type Values } from './layout';
import {
  bodyOf,
  issuesOf,
  labelsOf,
  numberOutOfRange,
  RowRefusal,
  refusalOf,
  sentence,
} from './row-refusals';
import { unknownValue } from './unknown-value';

// One row of an imported file judged by the table's own save (decision 0047), in a savepoint of the caller's
// transaction: kept by an apply, rolled back at once by a preview (decision 0053), whose rows are each judged
// alone against the database as it is; what rows of one file do to each other is claims.ts's.

/** What an import uses of the app's services (services.ts): the database, the saves, the time zone. */
export interface ImportServices {
  database: Database;
  saves: SaveRegistry;
  config: Pick<Config, 'licence'>;
}

/** What every row of a file is judged with. */
export interface RowContext {
  services: ImportServices;
  user: SignedInUser;
  lang: Language;
  table: AnyImportTable;
  /** The request's filter: where a new record goes (its building, its faculty's year, a commission's faculty). */
  filter: unknown;
  lookups: Lookups;
  /** The declared save; none for a table with a `write` of its own. */
  declared: ReturnType<typeof findSave> | undefined;
}

/** A row of the file as read and matched with its record before any is judged. */
export type Entry =
  | { line: number; refusal: AppError }
  | {
      line: number;
      values: Values;
      /** The record it updates; none for a new one. */
      record: unknown;
      /** The key it names its record by (lookupKey), '' when none. */
      key: string;
      /** It gives a record's number that names no record of the screen. */
      missing: boolean;
      /** It names its record by the record's number (an exported file), not by its key. */
      byNumber: boolean;
      /** Why another row of the file contradicts it (claims.ts), if one does. */
      contradiction?: string;
    };

/** A preview judges and rolls the row's write back; an apply keeps it. */
type Mode = 'preview' | 'apply';

/** How a table's export names its rows' records (an importable table's export always does). */
export function recordOf(table: AnyImportTable) {
  const { record } = table.exported;
  if (!record) throw new Error(`import ${table.name}: its export writes no record columns`);
  return record;
}

/** The table's declared save the screen makes (registerReference), where it has no `write` of its own. */
export function findSave(saves: SaveRegistry, table: AnyImportTable) {
  const save = saves.savesOf(table.saveTable ?? '').find((each) => each.save === table.save);
  if (!save) throw new Error(`import ${table.name}: its save ${table.save.path} is not declared`);
  return save;
}

/** Each verdict's stamp: what the token is made of. */
const stamps = new WeakMap<ImportRow, string>();
const stamped = (row: ImportRow, stamp: string) => {
  stamps.set(row, stamp);
  return row;
};
export const stampOf = (row: ImportRow) => stamps.get(row) ?? row.verdict;

/** Thrown in a preview's savepoint once the row is written, to undo it at once with its locks. */
const ROLLED_BACK = new Error('the preview undoes the row');

/** One row's verdict; a created or updated row is written in a savepoint, so that a refusal undoes it alone. */
export async function judgeRow(
  context: RowContext,
  tx: Transaction,
  entry: Entry,
  mode: Mode,
): Promise<ImportRow> {
  const { table, lang, lookups } = context;
  const { line } = entry;
  const label = 'values' in entry ? echo(table.label(entry.values)) : '';
  // What the row is judged against, in no language: the token compares it, so that an apply in another
  // language than its preview's finds the same verdicts.
  let identity = '';
  const refuse = (reason: string): ImportRow =>
    stamped({ line, verdict: 'refuse', record: label, changes: [], reason }, `refuse|${identity}`);
  if ('refusal' in entry) return refuse(sentence(entry.refusal, lang));
  const { values, record, key } = entry;
  identity = record === undefined ? key : `#${recordOf(table).id(record)}`;
  if (entry.contradiction) return refuse(entry.contradiction);
  const blank = table.filled?.find((column) => column in values && shown(values[column]).trim() === '');
  if (blank !== undefined) {
    const field = table.exported.columns.find((each) => each.key === blank)?.title[lang] ?? blank;
    return refuse(translate('invalidField', lang, { field, reason: reasons.required?.[lang] ?? '' }));
  }
  if (entry.missing) return refuse(translate('recordNotFound', lang));
  const current = record === undefined ? undefined : recordOf(table).version(record);
  if (record !== undefined) identity = `${identity}@${current}`;
  const fileVersion = values[VERSION_KEY];
  if (record !== undefined && typeof fileVersion === 'number' && fileVersion !== current)
    return refuse(translate('importRowChangedSince', lang));
  const payload = table.payload(values, record, lookups, context.filter as never);
  // A screen row without its record yet (creates) is written as a new one: it has no version to send.
  const creates = record === undefined || table.creates?.(record) === true;
  const body = { ...payload, ...(creates ? {} : { rowVersion: current }) };
  const checked = 'unknown' in payload || 'refused' in payload ? undefined : bodyOf(table).safeParse(body);
  const written = checked?.success ? (checked.data as Record<string, unknown>) : undefined;
  const changes = record === undefined ? [] : changesOf(context, record, values, written);
  if (record !== undefined && changes.length === 0)
    return stamped({ line, verdict: 'unchanged', record: label, changes: [], reason: null }, `=|${identity}`);
  const locked = record === undefined ? [] : (table.locked?.(record) ?? []);
  const titles = (keys: readonly string[]) =>
    table.exported.columns.filter((column) => keys.includes(column.key)).map((column) => column.title[lang]);
  if (changes.some((change) => titles(locked).includes(change.column))) {
    // A typed row whose code a classifier record holds means a new record, not a renamed classifier row.
    if (!entry.byNumber) {
      const column = table.exported.columns.find((each) => each.key === table.key)?.title[lang] ?? table.key;
      const holder = Object.fromEntries(
        valueColumns(table).map((each) => [each.key, shown(each.value(record, lang))]),
      );
      return refuse(
        translate('importRowCodeTaken', lang, {
          column,
          value: echo(shown(values[table.key])),
          record: echo(table.label(holder)),
        }),
      );
    }
    return refuse(translate('importRowLocked', lang));
  }
  if ('refused' in payload && payload.refused instanceof AppError)
    return refuse(sentence(payload.refused, lang));
  if ('unknown' in payload && typeof payload.unknown === 'object' && payload.unknown !== null) {
    const { column, value } = payload.unknown as { column: string; value: string };
    return refuse(unknownValue(table, column, echo(value), lang));
  }
  const outOfRange = numberOutOfRange(table, values, lang);
  if (outOfRange) return refuse(outOfRange);
  if (!checked?.success)
    return refuse(describeValidation(issuesOf(checked?.error, body), lang, labelsOf(table)));
  try {
    await tx.transaction(async (savepoint) => {
      await write(context, savepoint as Transaction, checked.data);
      if (mode === 'preview') throw ROLLED_BACK;
    });
  } catch (error) {
    if (error !== ROLLED_BACK) return refuse(await refusalOf(tx, error, lang, body));
  }
  const verdict = creates ? 'create' : 'update';
  return stamped(
    { line, verdict, record: label, changes, reason: null },
    `${verdict}|${identity}|${JSON.stringify(checked.data)}`,
  );
}

/** The row's checked payload written by the table's own save. */
async function write(context: RowContext, savepoint: Transaction, payload: unknown) {
  const { declared, table, user } = context;
  if (!declared) return table.write?.(savepoint, user, payload as never, through(context, savepoint));
  const prepared = await prepareSave(declared, payload, context);
  await writeRow(savepoint, user, declared.table, prepared.id, prepared.columns, prepared.options);
}

/**
 * The saves a row's write makes beside its table's (a speciality's licence, binding and parameters), each
 * as its screen makes it: the call's role, its schema, its declared rules, scope and audit.
 */
function through(context: RowContext, savepoint: Transaction) {
  const { services, user, lang } = context;
  return async (save: CallDefinition, table: string, payload: Record<string, unknown>) => {
    if (!mayCall(user, save.access)) throw new AppError('FORBIDDEN', 'forbiddenRole');
    const declared = services.saves.savesOf(table).find((each) => each.save === save);
    if (!declared) throw new Error(`import ${context.table.name}: the save ${save.path} is not declared`);
    const checked = (save.body as z.ZodType).safeParse(payload);
    if (!checked.success)
      throw new RowRefusal(
        describeValidation(issuesOf(checked.error, payload), lang, labelsOf(context.table)),
      );
    const prepared = await prepareSave(declared, checked.data, context);
    await writeRow(savepoint, user, declared.table, prepared.id, prepared.columns, prepared.options);
  };
}

/**
 * What an update changes: each column the file gives whose value differs from the record's as exported.
 * A blank cell of a number is shown as what the save writes for it (a count's 0), not as a blank.
 */
function changesOf(
  context: RowContext,
  record: unknown,
  values: Values,
  written: Record<string, unknown> | undefined,
) {
  const { table, lang, lookups } = context;
  const fieldOf = new Map(Object.entries(table.fields).map(([field, key]) => [key, field]));
  const changes: ImportRow['changes'] = [];
  for (const column of valueColumns(table)) {
    if (!(column.key in values) || table.readOnly?.includes(column.key)) continue;
    const before = shown(column.value(record, lang));
    const field = fieldOf.get(column.key);
    const stored = field === undefined ? undefined : written?.[field];
    const after =
      values[column.key] === null && before !== '' && column.kind === 'number' && typeof stored === 'number'
        ? String(stored)
        : shown(values[column.key]);
    const list = table.lookupColumns?.[column.key];
    // A looked-up name: the same record under another of its names is no change; an unknown one is.
    const found = list ? lookups[list]?.get(lookupKey(before)) : undefined;
    const same =
      before.trim() === after.trim() ||
      (found !== undefined && found === lookups[list as string]?.get(lookupKey(after)));
    if (!same) changes.push({ column: column.title[lang], before, after: echo(after) });
  }
  return changes;
}

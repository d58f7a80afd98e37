import type { Permissions } from '../../contract/access';
import { PLACEHOLDER_ID } from '../../contract/limits';
import { Sms, type SmsCode } from '../../contract/sms';
import { AppError, sqlState } from '../core/errors';
import { withSaid } from '../core/said';
import { assertFacultyInScope } from '../core/scope';
import { inUseSaid } from '../usage/queries';
import type { Database } from './connection';
import { type Attempt, clashOf, UNIQUE_VIOLATION } from './duplicates';
import { firstRow, run, type SQL, sql } from './sql';
import { type Transaction, writeTransaction } from './write';

/** Rows with id 9999 are placeholders (SPEC §9): never written, never a target. */
export function assertNoPlaceholder(...ids: Array<number | undefined>) {
  if (ids.includes(PLACEHOLDER_ID)) throw new AppError('VALIDATION', 'placeholderRow');
}

/**
 * A reference table of SPEC §3 whose rows are created, updated and deleted by id, and whose rows with
 * edit = false (national classifier) keep their locked columns and are never deleted.
 */
export interface ReferenceTable {
  table: string;
  key: string;
  /** Columns an edit = false row keeps whatever the payload says (code, Russian name). */
  locked: string[];
  /**
   * The column naming the faculty a row belongs to (decision 0013): a write is refused (403) unless the
   * faculty the row has, and the one it would have, are in the user's scope. Absent: a shared list, which
   * the call's `reference` rule reserves to administrators and editors of all faculties.
   */
  facultyColumn?: string;
  /**
   * Or the faculty is found through a column naming a parent row: a group's binding (id_com_gspe) belongs
   * to a speciality, which belongs to a faculty. `faculty` answers that faculty's id for a parent id.
   */
  facultyThrough?: { column: string; faculty: (parentId: number) => SQL };
  /** false for a table without the edit flag of the national classifier (every row editable). */
  editFlag?: false;
}

/**
 * A table without the national classifier's rows (no edit flag, no locked column: every row editable).
 * Shared by every faculty, the `reference` rule of its calls guarding it; or a faculty's, as `faculty`
 * says (facultyColumn or facultyThrough).
 */
export const editableTable = (
  table: string,
  key: string,
  faculty: Pick<ReferenceTable, 'facultyColumn' | 'facultyThrough'> = {},
): ReferenceTable => ({ table, key, locked: [], editFlag: false, ...faculty });

/** Who writes: the audit names them, and their scope decides the rows of a faculty. */
export type Writer = Permissions & { id: number };

export type Columns = Record<string, string | number | boolean | null>;

export const FOREIGN_KEY_VIOLATION = '23503';
// ON DELETE RESTRICT reports restrict_violation rather than foreign_key_violation.
const RESTRICT_VIOLATION = '23001';
const isStillReferenced = (error: unknown) =>
  [FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION].includes(sqlState(error) ?? '');

const name = (identifier: string) => sql.identifier(identifier);

/**
 * Locks one row until the transaction ends and answers its edit flag and version; 404 when it is gone,
 * 403 when it belongs to a faculty outside the writer's scope.
 */
export async function lockRow(tx: Transaction, table: ReferenceTable, id: number, writer: Writer) {
  const facultyColumn = table.facultyColumn ?? table.facultyThrough?.column;
  const faculty = facultyColumn ? sql`${name(facultyColumn)}` : sql`NULL::integer`;
  const edit = table.editFlag === false ? sql`true` : sql`edit`;
  const row = await firstRow(
    tx,
    { edit: 'boolean', rowVersion: 'integer', facultyId: 'integer?' },
    sql`SELECT ${edit} AS edit, row_version AS "rowVersion", ${faculty} AS "facultyId" FROM ${name(table.table)} WHERE ${name(table.key)} = ${id} FOR UPDATE`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound');
  const facultyId = table.facultyThrough
    ? await facultyThrough(tx, table.facultyThrough, row.facultyId)
    : row.facultyId;
  assertFacultyInScope(writer, facultyId);
  return row;
}

/** The faculty of a parent row (locked against a concurrent move); 400 when the parent does not exist. */
async function facultyThrough(
  tx: Transaction,
  through: NonNullable<ReferenceTable['facultyThrough']>,
  parentId: number | null,
): Promise<number | null> {
  if (parentId === null) return null;
  const parent = await firstRow(tx, { facultyId: 'integer' }, through.faculty(parentId));
  if (!parent) throw new AppError('VALIDATION', 'unknownReference');
  return parent.facultyId;
}

/** The faculty a save would give the row, checked against the writer's scope. */
async function assertNewFacultyInScope(
  tx: Transaction,
  table: ReferenceTable,
  columns: Columns,
  writer: Writer,
) {
  const column = table.facultyColumn ?? table.facultyThrough?.column;
  if (!column || !(column in columns)) return;
  const value = columns[column];
  const parentId = typeof value === 'number' ? value : null;
  const facultyId = table.facultyThrough
    ? await facultyThrough(tx, table.facultyThrough, parentId)
    : parentId;
  assertFacultyInScope(writer, facultyId);
}

/** What a save runs beside its columns: the version it was made from, and the area's rules. */
export interface SaveOptions {
  rowVersion?: number | undefined;
  /**
   * Runs first in the transaction: a rule that reads other rows (a range's neighbours), under the locks
   * it takes, so that no concurrent write changes what it read before this one commits.
   */
  before?: (tx: Transaction) => Promise<void>;
  /**
   * Runs once the writer may write the row (scope checked, an updated row locked), before the write: a
   * rule that the row's references stay inside its faculty (decision 0013's addendum), so that an editor outside the
   * scope is told so (403) rather than about the reference.
   */
  links?: (tx: Transaction) => Promise<void>;
}

/**
 * Creates (id -1) or updates one row, in one audited transaction: sms 1 created, 2 updated, 3 when a
 * unique constraint (code or name) already holds the value. The codes come from what the database did.
 * An update given `rowVersion` (the version the form was opened with) is refused with 409 CONFLICT,
 * writing nothing, when the row has changed since (decision 0011); the row is locked before its version
 * is read, so of concurrent saves carrying the same version exactly one is made.
 */
export const saveReference = (
  database: Database,
  writer: Writer,
  table: ReferenceTable,
  id: number,
  columns: Columns,
  options: SaveOptions = {},
): Promise<[{ sms: SmsCode }]> =>
  smsOfWrite(
    () => writeTransaction(database, writer.id, (tx) => writeRow(tx, writer, table, id, columns, options)),
    {
      database,
      id,
      columns,
    },
  );

/**
 * saveReference's work inside a transaction of the caller's (a restore writes what several saves would,
 * as one change): created (id -1; the key among the columns brings a deleted row back as it was) or updated.
 */
export async function writeRow(
  tx: Transaction,
  writer: Writer,
  table: ReferenceTable,
  id: number,
  columns: Columns,
  options: SaveOptions,
): Promise<SmsCode> {
  await options.before?.(tx);
  await assertNewFacultyInScope(tx, table, columns, writer);
  if (id === -1) {
    await options.links?.(tx);
    const names = Object.keys(columns);
    await run(
      tx,
      sql`INSERT INTO ${name(table.table)} (${sql.join(names.map(name), sql`, `)}) VALUES (${sql.join(
        names.map((column) => sql`${columns[column]}`),
        sql`, `,
      )})`,
    );
    return Sms.CREATED;
  }
  const { edit, rowVersion } = await lockRow(tx, table, id, writer);
  assertCurrentVersion(options.rowVersion, rowVersion);
  await options.links?.(tx);
  const changes: SQL[] = Object.entries(columns)
    .filter(([column]) => edit || !table.locked.includes(column))
    .map(([column, value]) => sql`${name(column)} = ${value}`);
  await run(
    tx,
    sql`UPDATE ${name(table.table)} SET ${sql.join(changes, sql`, `)} WHERE ${name(table.key)} = ${id}`,
  );
  return Sms.UPDATED;
}

/** 409 CONFLICT when the form was opened on an older version of the row than the locked one (0011). */
export function assertCurrentVersion(opened: number | undefined, current: number) {
  if (opened !== undefined && opened !== current) throw new AppError('CONFLICT', 'staleRow');
}

/**
 * Answers the sms row of a write: the code it returns, 3 when a unique constraint (code or name) already
 * holds the value, 400 when a foreign key names a row that does not exist. Given what the write tried,
 * a 3 carries the sentence naming the row it clashes with (decision 0035).
 */
export async function smsOfWrite(
  write: () => Promise<SmsCode>,
  attempt?: Attempt & { database: Database },
): Promise<[{ sms: SmsCode }]> {
  try {
    return [{ sms: await write() }];
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      const said = attempt && (await clashOf(attempt.database, error, attempt));
      return withSaid([{ sms: Sms.DUPLICATE }] as [{ sms: SmsCode }], said);
    }
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError('VALIDATION', 'unknownReference');
    throw error;
  }
}

/** Deletes one row: sms 8 deleted, 6 when it is locked (edit = false) or still referenced elsewhere. */
export const deleteReference = (database: Database, writer: Writer, table: ReferenceTable, id: number) =>
  smsOfDelete(database, writer, { table: table.table, id }, async (tx) => {
    const { edit } = await lockRow(tx, table, id, writer);
    if (!edit) return Sms.NOT_DELETABLE;
    await run(tx, sql`DELETE FROM ${name(table.table)} WHERE ${name(table.key)} = ${id}`);
    return Sms.DELETED;
  });

/**
 * Deletes in one audited transaction and answers the sms `remove` returns; 6 when a row still names the
 * one deleted (a foreign key refuses). That 6, and with `whereUsed` any 6 `remove` returns, carries the
 * sentence naming where the row is used, read after the rollback (decision 0035).
 */
export async function smsOfDelete(
  database: Database,
  writer: Writer,
  row: { table: string; id: number },
  remove: (tx: Transaction) => Promise<SmsCode>,
  whereUsed = false,
): Promise<[{ sms: SmsCode }]> {
  let sms: SmsCode;
  let named = whereUsed;
  try {
    sms = await writeTransaction(database, writer.id, remove);
  } catch (error) {
    if (!isStillReferenced(error)) throw error;
    sms = Sms.NOT_DELETABLE;
    named = true;
  }
  const answer: [{ sms: SmsCode }] = [{ sms }];
  if (sms !== Sms.NOT_DELETABLE || !named) return answer;
  return withSaid(answer, await inUseSaid(database, row.table, row.id));
}

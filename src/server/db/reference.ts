import { type SQL, sql } from 'drizzle-orm';
import { Sms, type SmsCode } from '../../contract/sms';
import { AppError, sqlState } from '../http/errors';
import type { Database } from './connection';
import { type Transaction, writeTransaction } from './write';

/**
 * A reference table of SPEC §3 whose rows are created, updated and deleted by id, and whose rows with
 * edit = false (national classifier) keep their locked columns and are never deleted.
 */
export interface ReferenceTable {
  table: string;
  key: string;
  /** Columns an edit = false row keeps whatever the payload says (code, Russian name). */
  locked: string[];
}

type Columns = Record<string, string | number | boolean | null>;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
// ON DELETE RESTRICT reports restrict_violation rather than foreign_key_violation.
const RESTRICT_VIOLATION = '23001';
const isStillReferenced = (error: unknown) =>
  [FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION].includes(sqlState(error) ?? '');

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const name = (identifier: string) => sql.identifier(identifier);

/** Locks one row until the transaction ends and answers its edit flag and version; 404 when it is gone. */
async function lockRow(tx: Transaction, table: ReferenceTable, id: number) {
  const [row] = rowsOf<{ edit: boolean; rowVersion: number }>(
    await tx.execute(
      sql`SELECT edit, row_version AS "rowVersion" FROM ${name(table.table)} WHERE ${name(table.key)} = ${id} FOR UPDATE`,
    ),
  );
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound');
  return row;
}

/**
 * Creates (id -1) or updates one row, in one audited transaction: sms 1 created, 2 updated, 3 when a
 * unique constraint (code or name) already holds the value. The codes come from what the database did.
 * An update given `rowVersion` (the version the form was opened with) is refused with 409 CONFLICT,
 * writing nothing, when the row has changed since (decision 0011); the row is locked before its version
 * is read, so of concurrent saves carrying the same version exactly one is made.
 */
export async function saveReference(
  database: Database,
  userId: number,
  table: ReferenceTable,
  id: number,
  columns: Columns,
  options: { rowVersion?: number | undefined } = {},
): Promise<[{ sms: SmsCode }]> {
  try {
    const sms = await writeTransaction(database, userId, async (tx) => {
      if (id === -1) {
        const names = Object.keys(columns);
        await tx.execute(
          sql`INSERT INTO ${name(table.table)} (${sql.join(names.map(name), sql`, `)}) VALUES (${sql.join(
            names.map((column) => sql`${columns[column]}`),
            sql`, `,
          )})`,
        );
        return Sms.CREATED;
      }
      const { edit, rowVersion } = await lockRow(tx, table, id);
      if (options.rowVersion !== undefined && options.rowVersion !== rowVersion)
        throw new AppError('CONFLICT', 'staleRow');
      const changes: SQL[] = Object.entries(columns)
        .filter(([column]) => edit || !table.locked.includes(column))
        .map(([column, value]) => sql`${name(column)} = ${value}`);
      await tx.execute(
        sql`UPDATE ${name(table.table)} SET ${sql.join(changes, sql`, `)} WHERE ${name(table.key)} = ${id}`,
      );
      return Sms.UPDATED;
    });
    return [{ sms }];
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) return [{ sms: Sms.DUPLICATE }];
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError('VALIDATION', 'unknownReference');
    throw error;
  }
}

/** Deletes one row: sms 8 deleted, 6 when it is locked (edit = false) or still referenced elsewhere. */
export async function deleteReference(
  database: Database,
  userId: number,
  table: ReferenceTable,
  id: number,
): Promise<[{ sms: SmsCode }]> {
  try {
    const sms = await writeTransaction(database, userId, async (tx) => {
      const { edit } = await lockRow(tx, table, id);
      if (!edit) return Sms.NOT_DELETABLE;
      await tx.execute(sql`DELETE FROM ${name(table.table)} WHERE ${name(table.key)} = ${id}`);
      return Sms.DELETED;
    });
    return [{ sms }];
  } catch (error) {
    if (isStillReferenced(error)) return [{ sms: Sms.NOT_DELETABLE }];
    throw error;
  }
}

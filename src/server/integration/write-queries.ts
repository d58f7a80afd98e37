import type { Database } from '../db/connection';
import { run, settleTransaction, sql } from '../db/sql';
import { announcedTables, type Transaction } from '../db/write';
import { headcountPage } from './resource-queries/plans';

// The SQL of a client's writes (headcounts:write, decision 0080): its transaction, audited under the client,
// and its headcount as the headcounts resource answers it.

/**
 * One write of a client, one transaction, as db/write.ts's writeTransaction is for a person: the audit
 * triggers read the client from app.integration_client_id (migration 0035) where they read a person from
 * app.user_id, and the tables it changed are announced to the screens' caches after the commit.
 */
export async function clientWriteTransaction<T>(
  database: Database,
  clientId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { result, changed } = await database.orm.transaction(async (tx) => {
    await settleTransaction(tx);
    await run(tx, sql`SELECT set_config('app.integration_client_id', ${String(clientId)}, true)`);
    const result = await work(tx);
    return { result, changed: await announcedTables(tx) };
  });
  database.changes.publish(changed);
  return result;
}

/** One headcount of the client's faculties (undefined: all) as the resource lists it, if there is one. */
export async function headcountOf(database: Database, id: number, facultyIds: readonly number[] | undefined) {
  const [row] = await headcountPage(database, {
    after: id - 1,
    limit: 1,
    updatedSince: undefined,
    facultyIds,
  });
  return row?.id === id ? row : undefined;
}

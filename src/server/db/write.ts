import { changedTables } from './changes';
import type { Database, Transaction } from './connection';
import { firstRow, run, sql } from './sql';

export type { Transaction } from './connection';

/** The tables this transaction's statements announced so far (the triggers' `app.changed`, decision 0009). */
export async function announcedTables(tx: Transaction): Promise<string[]> {
  const row = await firstRow(
    tx,
    { changed: 'text?' },
    sql`SELECT current_setting('app.changed', true) AS changed`,
  );
  return changedTables(row?.changed);
}

/**
 * One write call, one transaction: `work` runs inside it with the signed-in user recorded for the audit
 * trigger (decision 0003); any error rolls back every statement and its audit rows together. After the
 * commit, the tables it changed are published to this process's caches before the call answers
 * (decision 0009), so the writer's next read is fresh.
 */
export async function writeTransaction<T>(
  database: Database,
  userId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { result, changed } = await database.orm.transaction(async (tx) => {
    await run(tx, sql`SELECT set_config('app.user_id', ${String(userId)}, true)`);
    const result = await work(tx);
    return { result, changed: await announcedTables(tx) };
  });
  database.changes.publish(changed);
  return result;
}

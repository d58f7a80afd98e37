import { sql } from 'drizzle-orm';
import type { Orm } from './connection';

export type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/**
 * One write call, one transaction: `work` runs inside it with the signed-in user recorded for the audit
 * trigger (decision 0003); any error rolls back every statement and its audit rows together.
 */
export function writeTransaction<T>(
  orm: Orm,
  userId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('app.user_id', ${String(userId)}, true)`);
    return work(tx);
  });
}

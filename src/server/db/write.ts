import { changedTables } from './changes';
import type { Database, Transaction } from './connection';
import { firstRow, settleTransaction, sql } from './sql';

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
    await settleTransaction(tx, userId);
    const result = await work(tx);
    return { result, changed: await announcedTables(tx) };
  });
  database.changes.publish(changed);
  return result;
}

/** Lets the event loop answer what waits (other requests, probes) before the next slice of long work. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long one slice of a long dry run holds the database before others get it (decision 0053). */
export const SLICE_MS = 50;

/** Thrown to roll a slice back once its items are done. */
class SliceDone extends Error {}

/**
 * A dry run over many items (an import's preview, decision 0053): `work` judges each item inside a transaction
 * that is always rolled back, in slices of about SLICE_MS, with a turn of the event loop between them. Each
 * slice's locks end with it, and between slices the one connection of the embedded database serves the
 * other requests, so that a long run blocks no one and writes nothing. Items must not depend on each
 * other's writes: a slice boundary falls anywhere.
 */
export async function inRolledBackSlices<Item, Result>(
  database: Database,
  userId: number,
  items: readonly Item[],
  work: (tx: Transaction, item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  while (results.length < items.length) {
    await nextTurn();
    try {
      await database.orm.transaction(async (tx) => {
        await settleTransaction(tx, userId);
        const started = performance.now();
        do results.push(await work(tx, items[results.length] as Item));
        while (results.length < items.length && performance.now() - started < SLICE_MS);
        throw new SliceDone();
      });
    } catch (error) {
      if (!(error instanceof SliceDone)) throw error;
    }
  }
  return results;
}

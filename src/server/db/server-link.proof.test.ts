import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable, sqlState } from '../core/errors';
import { cloneTemplate, testDatabaseKind } from '../testing/databases';
import { type Database, openServer } from './connection';

// The serving pool's limits (decision 0028) on a real PostgreSQL server: which failures keep a connection,
// which destroy it. src/server/partition.proof.test.ts shows the whole through a proxy that drops packets.
describe.runIf(testDatabaseKind === 'postgres')('the pool of a serving process', () => {
  let clone: Awaited<ReturnType<typeof cloneTemplate>>;
  let database: Database;

  beforeAll(async () => {
    clone = await cloneTemplate(inject('databaseTemplate'));
    database = await openServer(clone.url as string, 2, 'calls');
  });
  afterAll(async () => {
    await database?.close();
    await clone?.dispose();
  });

  const failureOf = async (work: Promise<unknown>) => {
    const started = performance.now();
    const error = await work.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    return { error, ms: performance.now() - started };
  };

  it('a statement the server cuts fails within 2 s as unavailable, and its connection stays in the pool', async () => {
    const { error, ms } = await failureOf(
      database.orm.transaction((tx) => tx.execute(sql`SELECT pg_sleep(5)`)),
    );
    expect(sqlState(error)).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(2_000);
    expect(database.poolUse()).toMatchObject({ open: 1, idle: 1 });
  });

  it('a statement that gets no answer in time: its transaction fails at once (no ROLLBACK waits behind it) and its connection is destroyed', async () => {
    const { error, ms } = await failureOf(
      database.orm.transaction(async (tx) => {
        // The server would cut it first; without its limit only the client-side timeout remains.
        await tx.execute(sql`SET LOCAL statement_timeout = 0`);
        await tx.execute(sql`SELECT pg_sleep(5)`);
      }),
    );
    // drizzle names the statement that failed; pg's reason is its cause.
    expect(String(error)).toContain('pg_sleep');
    expect(String((error as Error).cause)).toContain('Query read timeout');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(2_000);
    expect(database.poolUse()).toMatchObject({ open: 0, idle: 0 });
    // The pool serves on a new connection.
    const [row] = await database.query<{ one: number }>('SELECT 1 AS one');
    expect(row?.one).toBe(1);
  });

  it('migrations and seeds run on a connection of their own, without the statement limit', async () => {
    const [row] = await database.withConnection(async (connection) => {
      await connection.query('SELECT pg_sleep(2)');
      return connection.query<{ setting: string }>("SELECT current_setting('statement_timeout') AS setting");
    });
    expect(row?.setting).toBe('0');
  });
});

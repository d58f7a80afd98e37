import pg from 'pg';
import type { Connection } from '../../db/connection';
import { RestoreError, withoutFullStop } from './lexer';
import { type Loaded, type LoadPlan, load } from './load';

export const serverTarget = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `the database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
};

/** A PostgreSQL server: one connection of its own, without the server's timeouts (a large load takes minutes). */
export async function restoreServer(databaseUrl: string, plan: Omit<LoadPlan, 'target'>): Promise<Loaded> {
  const target = serverTarget(databaseUrl);
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  try {
    await client.connect();
    // A role's own defaults must not cut the load short; a lock held by someone else is not waited on for long.
    await client.query(
      "SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0; SET lock_timeout = '10s'",
    );
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new RestoreError(`Could not reach ${target}: ${withoutFullStop((error as Error).message)}.`);
  }
  try {
    const connection: Connection = {
      query: async <Row>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as Row[],
      exec: async (script) => {
        await client.query(script);
      },
    };
    return await load(connection, { ...plan, target });
  } finally {
    await client.end().catch(() => undefined);
  }
}

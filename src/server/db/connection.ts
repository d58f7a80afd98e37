import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ChangeFeed, embeddedChangeFeed, type ServerChangeFeed, serverChangeFeed } from './changes';
import { closeClient, idleClients, type LinkLimits, linkOptions, onPooledClient } from './server-link';
import { SERVER_ROLE } from './university-scope';

/** The startup parameter that makes a session start as the server's role. */
export const SERVER_ROLE_OPTION = `-c role=${SERVER_ROLE}`;

export type Orm = PgDatabase<PgQueryResultHKT>;

/** A call's transaction (Database.orm.transaction's). */
export type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** One connection held for a while: migrations and dumps need BEGIN…COMMIT on the same session. */
export interface Connection {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (no parameters). */
  exec(script: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** One parameterised statement without the ORM. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * A statement run often (the session lookup): on a PostgreSQL server it is prepared once per connection
   * under this name and planned once, not at every call. The name must belong to this one text.
   */
  prepared<Row = Record<string, unknown>>(name: string, text: string): (params?: unknown[]) => Promise<Row[]>;
  /** Committed changes, for the caches (decision 0009). */
  changes: ChangeFeed;
  withConnection<T>(work: (connection: Connection) => Promise<T>): Promise<T>;
  /** The server's connection pool now (for /metrics); none for the embedded database, one connection. */
  poolUse(): PoolUse | undefined;
  /**
   * Where a read that may come from a streaming replica goes (DATABASE_REPLICA_URL, db/replica.ts): the
   * replica once it has replayed everything committed when the read began, else this database. None: here.
   */
  forReads?(): Promise<Database>;
  /** With a replica: how many reads it answered, and how many it left to this database (for /metrics). */
  replicaUse?(): { replica: number; primary: number };
  /**
   * From now on every statement of this handle runs as the server's role (decision 0071): a serving process
   * calls it once its start-up (migrations, the demo's seeds) is done. `withConnection` stays the operator's.
   */
  serveAsServerRole(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the pool's first connection with a budget of its own (decision 0054): a call's 1.5 s is for calls, and
 * none is made yet. A start-up then knows the pool connects, its startup parameters accepted, and a link
 * slow to open connections starts with one in the pool. pg-pool reads the option at each new connection.
 */
async function openFirst(pool: pg.Pool, ms: number): Promise<void> {
  const callsMs = pool.options.connectionTimeoutMillis;
  pool.options.connectionTimeoutMillis = ms;
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  } finally {
    pool.options.connectionTimeoutMillis = callsMs;
  }
}

interface PoolUse {
  max: number;
  open: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export async function openEmbedded(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  return embeddedDatabase(await PGlite.create(dataDir));
}

/** The app's database over a PGlite instance (a data folder's, or the tests' copies held in memory). */
export async function embeddedDatabase(client: PGlite): Promise<Database> {
  const connection: Connection = {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (script) => {
      await client.exec(script);
    },
  };
  const changes = await embeddedChangeFeed(client);
  return {
    kind: 'pglite',
    orm: drizzlePglite(client) as unknown as Orm,
    query: connection.query,
    // PGlite has no named statements of its own; SQL-level PREPARE would need values spliced into SQL text.
    prepared: (_name, text) => (params) => connection.query(text, params),
    changes,
    // PGlite is one connection; its own queue keeps callers from interleaving single queries.
    withConnection: (work) => work(connection),
    poolUse: () => undefined,
    serveAsServerRole: async () => {
      await client.query(`SET ROLE ${SERVER_ROLE}`);
    },
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

/**
 * A PostgreSQL server: a pool for the calls, one listening connection for the change feed, and a
 * connection of its own for each `withConnection` (migrations, seeds), which no statement timeout cuts.
 * `limits`: 'calls' in a serving process (decision 0028), 'long' for the commands and tests' helpers.
 * `firstConnectMs`: open the pool's first connection now, given that long (a failure rejects).
 */
export async function openServer(
  url: string,
  poolSize: number,
  limits: LinkLimits = 'long',
  { firstConnectMs }: { firstConnectMs?: number } = {},
): Promise<Database> {
  // A query that failed on the link makes the idle connections and the listening one suspect; a
  // listening connection that lost its link (found by its heartbeat) makes the idle ones suspect.
  let changes: ServerChangeFeed | undefined;
  const { pool, orm, idle, ...statements } = await serverPool(url, poolSize, limits, 'academic-admin', {
    firstConnectMs,
    onLinkFailure: () => changes?.linkFailed(),
  });
  changes = await serverChangeFeed(linkOptions(url, 'calls', 'academic-admin-changes'), pool, idle.dropAll);
  return {
    kind: 'postgres',
    orm,
    ...statements,
    changes,
    withConnection: async (work) => {
      const client = new pg.Client(linkOptions(url, 'long', 'academic-admin-maintenance'));
      // A lost link fails the running query; the event itself must not end the process.
      client.on('error', () => {});
      await client.connect();
      try {
        return await work({
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
          exec: async (script) => {
            await client.query(script);
          },
        });
      } finally {
        await closeClient(client);
      }
    },
    serveAsServerRole: async () => {
      // New connections start as the role; those opened before (the first, at start-up) switch to it, kept
      // open: a link slow to open connections keeps the one it has (decision 0054).
      pool.options.options = SERVER_ROLE_OPTION;
      const opened = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      await Promise.all(opened.map((client) => client.query(`SET ROLE ${SERVER_ROLE}`)));
      for (const client of opened) client.release();
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * A PostgreSQL server's pool of calls and what runs on it: the ORM (its transactions on a client given back
 * only when sound), single and prepared statements, and the pool's use. The primary's and a replica's.
 */
export async function serverPool(
  url: string,
  poolSize: number,
  limits: LinkLimits,
  applicationName: string,
  { firstConnectMs, onLinkFailure }: { firstConnectMs?: number; onLinkFailure: () => void },
) {
  const pool = new pg.Pool({
    ...linkOptions(url, limits, applicationName),
    max: poolSize,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  if (firstConnectMs !== undefined) await openFirst(pool, firstConnectMs);
  const idle = idleClients(pool, onLinkFailure);
  const orm = drizzlePg(pool) as unknown as Orm;
  // Every transaction of the app goes through orm.transaction: see onPooledClient for why not drizzle's own.
  orm.transaction = (work, config) =>
    onPooledClient(pool, (client) =>
      (drizzlePg(client as unknown as pg.PoolClient) as unknown as Orm).transaction(work, config),
    );
  return {
    pool,
    orm,
    idle,
    query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    prepared:
      <Row>(name: string, text: string) =>
      async (params?: unknown[]) =>
        (await pool.query({ name, text, values: params })).rows as Row[],
    poolUse: (): PoolUse => ({
      max: poolSize,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

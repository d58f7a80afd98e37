import pg from 'pg';

// The link to a PostgreSQL server (decision 0028). A call must answer 503 within 2 s while the server is
// unreachable however it fails (refused, packets dropped, too slow), and serve again as soon as it is back.

/** Opening a connection: TCP, TLS and authentication take milliseconds on a working network. */
const CONNECT_TIMEOUT_MS = 1_500;
/**
 * Opening a connection for work no caller waits on (start-up, migrations, the commands): a slow link or a
 * machine busy loading the server's modules must not fail it (decision 0054: 1.5 s did, 5 starts of 6).
 */
export const PATIENT_CONNECT_TIMEOUT_MS = 10_000;
/** An ordinary statement is cut by the server after this long (its connection stays usable)… */
const STATEMENT_TIMEOUT_MS = 1_200;
/** …and given up by this process after this long, when not even the server's refusal came back. */
const QUERY_TIMEOUT_MS = 1_500;
/** A transaction left open by a process that lost its link releases its locks after this long. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 5_000;
/** The kernel probes a connection idle this long (a link that died without a word is found eventually). */
const KEEPALIVE_AFTER_MS = 10_000;

/**
 * `calls`: the pool of a serving process, every statement bounded. `long`: migrations, the commands
 * (seed-large, a restore's migrations) and tests' helpers, whose statements may rightly take minutes: only
 * opening the connection is bounded, and patiently.
 */
export type LinkLimits = 'calls' | 'long';

export function linkOptions(url: string, limits: LinkLimits, applicationName: string): pg.ClientConfig {
  return {
    connectionString: url,
    application_name: applicationName,
    connectionTimeoutMillis: limits === 'calls' ? CONNECT_TIMEOUT_MS : PATIENT_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
    ...(limits === 'calls'
      ? {
          query_timeout: QUERY_TIMEOUT_MS,
          statement_timeout: STATEMENT_TIMEOUT_MS,
          idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
        }
      : {}),
  };
}

/** Whether a failed query leaves its connection sound: only an answer of the server's says so. */
const linkSound = (error: unknown) => error instanceof pg.DatabaseError;

/** Drops a client's socket at once (pg's end() waits for the server's goodbye, forever on a dead link). */
export const destroySocket = (client: pg.Client) =>
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();

/** Ends a client politely if its server answers within `ms`, else drops its socket. */
export async function closeClient(client: pg.Client, ms = 500): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  if ((await Promise.race([client.end().catch(() => {}), late])) === 'late') destroySocket(client);
  clearTimeout(timer);
}

/**
 * Watches the pool's idle clients and answers a function that drops them all. Once a query has failed on
 * the link (not on the server's refusal), the other idle connections are suspect too: behind a firewall
 * that forgot them each would hang its next caller for a whole timeout, one caller after another. Such a
 * failure drops them and tells `onLinkFailure`.
 */
export function idleClients(pool: pg.Pool, onLinkFailure: () => void): { dropAll(): void } {
  const idle = new Set<pg.PoolClient>();
  const dropAll = () => {
    // The socket's end makes the client fail as idle: the pool removes it itself.
    for (const client of idle) destroySocket(client);
    idle.clear();
  };
  pool.on('acquire', (client) => idle.delete(client));
  pool.on('remove', (client) => idle.delete(client));
  pool.on('release', (error: Error | undefined, client: pg.PoolClient) => {
    if (!error) idle.add(client);
    else if (!linkSound(error)) {
      dropAll();
      onLinkFailure();
    }
  });
  return { dropAll };
}

/** Whether a statement (text or pg's query config) is a bare ROLLBACK, as drizzle sends it. */
const isRollback = (config: unknown) =>
  /^\s*rollback\s*;?\s*$/i.test(
    typeof config === 'string' ? config : String((config as { text?: unknown }).text),
  );

/** What the ORM needs of a client. */
interface Queryable {
  query(config: unknown, values?: unknown): Promise<unknown>;
}

/**
 * Runs `work` on one client of the pool (a transaction) and gives the client back only if its link is
 * sound. drizzle-orm 0.45's own pooled transaction runs BEGIN before its try, so a BEGIN that timed out
 * never gave its client back (the pool ran dry after a few network episodes); and after a failure it sends
 * ROLLBACK behind a query that may still be running, then returns the client to the pool as sound. Here a
 * query that failed without the server's answer (a timeout, a lost link) marks the client broken: every
 * later statement fails at once with that failure but ROLLBACK, which is skipped (the server rolls back
 * when the connection goes, and the caller sees the first failure, not the rollback's), and the client is
 * destroyed, never reused.
 */
export async function onPooledClient<T>(pool: pg.Pool, work: (client: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // Between statements nobody else listens to this client: a socket error must not end the process.
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  const guarded: Queryable = {
    query: async (config, values) => {
      if (broken && isRollback(config)) return { rows: [] };
      if (broken) throw broken;
      try {
        return await client.query(config as pg.QueryConfig, values as unknown[]);
      } catch (error) {
        if (!linkSound(error)) broken ??= error as Error;
        throw error;
      }
    },
  };
  try {
    return await work(guarded);
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

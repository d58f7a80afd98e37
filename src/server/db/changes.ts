import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { closeClient, destroySocket } from './server-link';

/**
 * The NOTIFY channel of migration 0004: the payload is the name of a table whose rows changed, followed by
 * `@` and the university when the change was one university's (migration 0027).
 */
const CHANGE_CHANNEL = 'app_change';
const SYNC_PREFIX = 'sync:';

/**
 * A table whose rows changed, or null: anything may have changed (forget everything). `university`: the
 * change was that university's alone (its rows; decision 0068); undefined: anyone's.
 */
export type ChangeListener = (table: string | null, university?: number) => void;

/** An announcement ("faculty", "faculty@2") as its table and university. */
export function announcementOf(entry: string): { table: string; university?: number } {
  const at = entry.lastIndexOf('@');
  const university = at > 0 ? Number(entry.slice(at + 1)) : Number.NaN;
  return Number.isSafeInteger(university) ? { table: entry.slice(0, at), university } : { table: entry };
}

/**
 * Committed changes to the database, as the tables they touched (decision 0009). Caches subscribe and
 * forget what a change makes stale. Changes arrive from three places: this process's own commits
 * (`publish`, before the write call answers), and every other writer through PostgreSQL's NOTIFY.
 */
export interface ChangeFeed {
  /** False while changes of other writers could be missed (the listening connection is down): do not cache. */
  readonly live: boolean;
  /** True when other processes may write to the database too (a PostgreSQL server). */
  readonly shared: boolean;
  onChange(listener: ChangeListener): () => void;
  /** Changes this process has just committed: tables, each with its university where it was one's. */
  publish(tables: Iterable<string>): void;
  /** Resolves once every change committed before the call has reached the listeners (or 2 s have passed). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Fans changes out to listeners; a failing listener cannot stop the others. */
class Listeners {
  readonly #listeners = new Set<ChangeListener>();
  add(listener: ChangeListener) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
  /** An announcement ("faculty@2"), or null: anything may have changed. */
  emit(entry: string | null) {
    const { table, university } = entry === null ? { table: null } : announcementOf(entry);
    for (const listener of this.#listeners) {
      try {
        listener(table, university);
      } catch {
        // A cache that cannot forget is still bypassed when the feed is not live; nothing to do here.
      }
    }
  }
}

/**
 * The embedded database: one process owns it (the data-folder lock), and PGlite delivers a committed
 * transaction's notifications before that transaction's own call resolves, so nothing is ever missed.
 */
export async function embeddedChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await client.listen(CHANGE_CHANNEL, (table) => listeners.emit(table));
  return {
    live: true,
    shared: false,
    onChange: (listener) => listeners.add(listener),
    publish: (tables) => {
      for (const table of tables) listeners.emit(table);
    },
    sync: async () => {},
    close: () => unlisten(),
  };
}

const RECONNECT_MIN_MS = 100;
// While the server is away it is tried this often at least: caching resumes soon after it is back.
const RECONNECT_MAX_MS = 2_000;
// A listening connection that died without a word (packets dropped) is found by this heartbeat, a second
// after the previous one answered, each bounded by the options' query timeout (decision 0028): within
// about 2.5 s the caches stop answering from memory and every call asks the database (and gets a 503).
const HEARTBEAT_MS = 1_000;
const SYNC_TIMEOUT_MS = 2_000;

export interface ServerChangeFeed extends ChangeFeed {
  /**
   * Another connection to the server failed on its link (not on the server's answer): this one is suspect
   * too. It is dropped and opened again, and until then nothing is answered from memory: a partition
   * stops the caches at the first failed query rather than at the next heartbeat.
   */
  linkFailed(): void;
}

/**
 * A PostgreSQL server shared by several processes: one dedicated connection LISTENs. While it is down
 * the feed is not live (caches answer from the database), and once it is back every listener is told to
 * forget everything, since notifications sent meanwhile are lost. `options` must bound queries (the
 * heartbeat's timeout); `onLost` hears when the connection was lost.
 */
export async function serverChangeFeed(
  options: pg.ClientConfig,
  pool: pg.Pool,
  onLost: () => void = () => {},
): Promise<ServerChangeFeed> {
  const listeners = new Listeners();
  const syncWaiters = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const beat = (candidate: pg.Client) => {
    if (client !== candidate) return;
    heartbeat = setTimeout(() => {
      candidate.query('SELECT 1').then(
        () => beat(candidate),
        () => lose(candidate),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  const releaseWaiters = () => {
    for (const release of syncWaiters.values()) release();
    syncWaiters.clear();
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    clearTimeout(heartbeat);
    listeners.emit(null);
    releaseWaiters();
    // Not end(): on a dead link it would wait for the server's goodbye for ever, holding the socket.
    destroySocket(lost);
    onLost();
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client(options);
    candidate.on('error', () => lose(candidate));
    candidate.on('end', () => lose(candidate));
    candidate.on('notification', ({ channel, payload = '' }) => {
      if (channel !== CHANGE_CHANNEL) return;
      if (payload.startsWith(SYNC_PREFIX)) {
        syncWaiters.get(payload)?.();
        syncWaiters.delete(payload);
      } else {
        listeners.emit(payload);
      }
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch {
      candidate.removeAllListeners('end');
      destroySocket(candidate);
      scheduleConnect();
      return;
    }
    if (closed) {
      await closeClient(candidate);
      return;
    }
    client = candidate;
    retryDelay = RECONNECT_MIN_MS;
    // Whatever changed while nobody listened is unknown: start from nothing.
    listeners.emit(null);
    beat(candidate);
  }

  await connect();

  return {
    get live() {
      return client !== undefined;
    },
    linkFailed: () => {
      if (client) lose(client);
    },
    shared: true,
    onChange: (listener) => listeners.add(listener),
    publish: (tables) => {
      for (const table of tables) listeners.emit(table);
    },
    sync: async () => {
      if (!client) return;
      const marker = `${SYNC_PREFIX}${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          syncWaiters.delete(marker);
          resolve();
        }, SYNC_TIMEOUT_MS);
        syncWaiters.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      // NOTIFY is delivered in commit order: once the marker arrives, so has every earlier change.
      try {
        await pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, marker]);
      } catch {
        syncWaiters.get(marker)?.();
        syncWaiters.delete(marker);
      }
      await arrived;
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(heartbeat);
      releaseWaiters();
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await closeClient(current);
      }
    },
  };
}

/** The tables a transaction announced in app.changed (migration 0004): one name per line. */
export const changedTables = (announced: string | null | undefined): string[] =>
  (announced ?? '').split('\n').filter((table) => table !== '');

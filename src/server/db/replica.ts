import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, SERVER_ROLE_OPTION, serverPool } from './connection';
import type { LinkLimits } from './server-link';

/*
 * A streaming replica for the reads that may come from it (DATABASE_REPLICA_URL; docs/scaling.md): the
 * lists' loads, the exports, the overview, the checks, the documents and the ministry's console. Such a read
 * first asks the primary how far its log has gone, then waits until the replica has replayed that far
 * (checked every few milliseconds, for at most REPLICA_WAIT_MS), so its answer holds every write committed
 * before it began: the user's own last save above all (read-your-writes), and what the caches were told of.
 * A replica that lags further, or does not answer, leaves the read to the primary: never slower than that
 * by more than the wait, never wrong.
 */

/** How long a read waits for the replica to catch up before it goes to the primary instead. */
const REPLICA_WAIT_MS = 1_000;
/** How often the replica's replay position is asked while waiting. */
const REPLAY_POLL_MS = 5;

/** What the replica's reads came to, for /metrics. */
export interface ReplicaUse {
  /** Reads the replica answered. */
  replica: number;
  /** Reads left to the primary: the replica lagged more than the wait, or did not answer. */
  primary: number;
}

/** Opens the replica's pool and gives `primary` its `forReads`; answers how to count and close it. */
export async function attachReplica(
  primary: Database,
  url: string,
  poolSize: number,
  limits: LinkLimits,
): Promise<{ use(): ReplicaUse; close(): Promise<void> }> {
  const {
    pool,
    idle: _idle,
    ...statements
  } = await serverPool(url, poolSize, limits, 'academic-admin-replica', {
    onLinkFailure: () => {},
  });
  // A serving process's reads run as the server's role there too (decision 0071); the role arrives by
  // replication with the primary's migrations.
  if (limits === 'calls') pool.options.options = SERVER_ROLE_OPTION;
  // The replica's database: its own statements, everything else the primary's (the change feed above all:
  // a replica cannot LISTEN, and the caches follow the primary's commits).
  const replica: Database = { ...primary, ...statements, forReads: undefined, replicaUse: undefined };
  const use: ReplicaUse = { replica: 0, primary: 0 };

  const caughtUp = async (): Promise<boolean> => {
    const [position] = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const deadline = Date.now() + REPLICA_WAIT_MS;
    for (;;) {
      const [replayed] = await replica.query<{ caught: boolean }>(
        'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS caught',
        [position?.lsn],
      );
      if (replayed?.caught) return true;
      if (Date.now() >= deadline) return false;
      await sleep(REPLAY_POLL_MS);
    }
  };

  primary.replicaUse = () => ({ ...use });
  primary.forReads = async () => {
    const fresh = await caughtUp().catch(() => false);
    use[fresh ? 'replica' : 'primary'] += 1;
    return fresh ? replica : primary;
  };
  return { use: () => ({ ...use }), close: () => pool.end() };
}

/** The database a read that may come from the replica goes to (the database itself without one). */
export const forReads = (database: Database): Promise<Database> =>
  database.forReads ? database.forReads() : Promise.resolve(database);

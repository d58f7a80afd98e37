import type { Config } from '../config';
import { type Database, openEmbedded, openServer } from './connection';
import { lockDataDir } from './lock';
import { attachReplica } from './replica';
import type { LinkLimits } from './server-link';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and, for the embedded one, releases the data-folder lock. */
  close(): Promise<void>;
}

interface OpenOptions {
  /** The data-folder lock this process already holds (the server takes it before it listens): its release. */
  heldLock?: () => void;
  /** A PostgreSQL server: open the pool's first connection now, given this long (openServer). */
  firstConnectMs?: number;
}

/**
 * The PostgreSQL server of DATABASE_URL, or else the embedded database in DATA_DIR, locked for this process.
 * `limits`: 'calls' for the serving process (every statement bounded, decision 0028); the commands keep
 * the default, 'long'.
 */
export async function openDatabase(
  config: Config,
  limits: LinkLimits = 'long',
  { heldLock, firstConnectMs }: OpenOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = await openServer(config.databaseUrl, config.dbPoolSize, limits, { firstConnectMs });
    if (!config.databaseReplicaUrl) return { database, close: () => database.close() };
    const replica = await attachReplica(database, config.databaseReplicaUrl, config.dbPoolSize, limits);
    return {
      database,
      close: async () => {
        await replica.close();
        await database.close();
      },
    };
  }
  const unlock = heldLock ?? lockDataDir(config.dataDir);
  try {
    const database = await openEmbedded(config.dataDir);
    return {
      database,
      close: async () => {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

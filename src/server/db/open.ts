import type { Config } from '../config';
import { type Database, openEmbedded, openServer } from './connection';
import { lockDataDir } from './lock';
import type { LinkLimits } from './server-link';

export interface OpenedDatabase {
  database: Database;
  /** Closes the database and, for the embedded one, releases the data-folder lock. */
  close(): Promise<void>;
}

/**
 * The PostgreSQL server of DATABASE_URL, or else the embedded database in DATA_DIR, locked for this process.
 * `limits`: 'calls' for the serving process (every statement bounded, decision 0028); the commands keep
 * the default, 'long'.
 */
export async function openDatabase(config: Config, limits: LinkLimits = 'long'): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = await openServer(config.databaseUrl, config.dbPoolSize, limits);
    return { database, close: () => database.close() };
  }
  const unlock = lockDataDir(config.dataDir);
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

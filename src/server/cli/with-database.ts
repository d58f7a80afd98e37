import { ConfigError, readConfig } from '../config';
import type { Database } from '../db/connection';
import { DataDirLockedError } from '../db/lock';
import { MigrationError, migrate } from '../db/migrate';
import { openDatabase } from '../db/open';

/** Runs a command-line task against the configured database (migrated first unless told not to), then closes it. */
export async function withDatabase(
  task: (database: Database) => Promise<void>,
  { migrateFirst = true }: { migrateFirst?: boolean } = {},
): Promise<void> {
  try {
    const config = readConfig();
    const opened = await openDatabase(config);
    try {
      if (migrateFirst) await migrate(opened.database);
      await task(opened.database);
    } finally {
      await opened.close();
    }
  } catch (error) {
    const known =
      error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof MigrationError;
    console.error(known ? (error as Error).message : `Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

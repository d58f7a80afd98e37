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
    reportFailure(error, [MigrationError], 'Failed');
  }
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Ends a command with exit code 1 and one line: a refusal the command knows (a bad setting, a locked data
 * folder, or one of `known`) as it is worded, anything else after `prefix`.
 */
export function reportFailure(error: unknown, known: readonly ErrorClass[], prefix: string): void {
  const message = (error as Error).message;
  const worded = [ConfigError, DataDirLockedError, ...known].some((kind) => error instanceof kind);
  console.error(worded ? message : `${prefix}: ${message}`);
  process.exitCode = 1;
}

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connection, Database } from './connection';

export const migrationsDir = join(import.meta.dirname, 'migrations');
// Any constant: serialises migrations when several server copies start against one PostgreSQL.
const MIGRATION_LOCK_KEY = 731_905_114;

export class MigrationError extends Error {}

export interface Migration {
  version: string;
  script: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      script: await readFile(join(dir, name), 'utf8'),
    })),
  );
}

/**
 * Applies every migration not yet applied, each in its own transaction: a failing one rolls back whole,
 * stops the run and leaves the database as the previous migration left it.
 */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  return database.withConnection(async (connection) => {
    await connection.exec(
      'CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = new Set(
        (await connection.query<{ version: string }>('SELECT version FROM schema_migration')).map(
          (row) => row.version,
        ),
      );
      const done: string[] = [];
      for (const migration of pending) {
        if (applied.has(migration.version)) continue;
        await applyOne(connection, migration);
        done.push(migration.version);
      }
      return done;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

async function applyOne(connection: Connection, migration: Migration): Promise<void> {
  await connection.exec('BEGIN');
  try {
    await connection.exec(migration.script);
    await connection.query('INSERT INTO schema_migration (version) VALUES ($1)', [migration.version]);
    await connection.exec('COMMIT');
  } catch (error) {
    await connection.exec('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.version} failed and was rolled back: ${reason}`);
  }
}

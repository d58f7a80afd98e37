import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connection, Database } from './connection';
import { SERVER_ROLE } from './university-scope';

export const migrationsDir = join(import.meta.dirname, 'migrations');
// Any constant: serialises migrations when several server copies start against one PostgreSQL.
export const MIGRATION_LOCK_KEY = 731_905_114;
/** How long a start waits for another instance's migrations (a long data migration included) before it gives up. */
export const MIGRATION_LOCK_WAIT_MS = 10 * 60_000;
const LOCK_POLL_MS = 250;

export class MigrationError extends Error {
  constructor(
    message: string,
    /**
     * `lock`: another instance's migrations held the lock past the wait; `failed`: a migration failed;
     * `login`: the server logs in as a login of its own that cannot serve this database as it is.
     */
    readonly reason: 'lock' | 'failed' | 'login',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface MigrateOptions {
  /** How long to wait for another instance's migrations. */
  lockWaitMs?: number;
  /** Told once when another instance holds the migration lock, before the wait for it begins. */
  onWaiting?: () => void;
}

export interface Migration {
  version: string;
  script: string;
}

const migrationFiles = async (dir: string) =>
  (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
const versionOf = (file: string) => file.replace(/\.sql$/, '');

/** The versions of the migrations this code has, without reading them (the readiness probe's list). */
export async function migrationVersions(dir = migrationsDir): Promise<string[]> {
  return (await migrationFiles(dir)).map(versionOf);
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  return Promise.all(
    (await migrationFiles(dir)).map(async (name) => ({
      version: versionOf(name),
      script: await readFile(join(dir, name), 'utf8'),
    })),
  );
}

/**
 * Applies every migration not yet applied, each in its own transaction: a failing one rolls back whole,
 * stops the run and leaves the database as the previous migration left it. Everything, the creation of
 * `schema_migration` included, happens under an advisory lock: instances starting together on one database
 * apply each migration once. One that waits longer than `lockWaitMs` for the lock gives up (MigrationError).
 */
export async function migrate(
  database: Database,
  migrations?: Migration[],
  { lockWaitMs = MIGRATION_LOCK_WAIT_MS, onWaiting }: MigrateOptions = {},
): Promise<string[]> {
  const pending = migrations ?? (await readMigrations());
  return database.withConnection(async (connection) => {
    await takeMigrationLock(connection, lockWaitMs, onWaiting);
    try {
      await connection.exec(CREATE_MIGRATION_TABLE);
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
      if (done.length > 0 || !(await serverRoleReady(connection))) await grantServerRole(connection);
      return done;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

/** Who the server logged in as: the owner (who migrates), or a login of its own (decision 0073). */
interface Login {
  name: string;
  /** Owns the schema (a member of its owner, or a superuser): it migrates. On a new database: may create there. */
  owner: boolean;
  /** May act as the server's role. */
  member: boolean;
}

const loginOf = async (database: Database): Promise<Login> =>
  (
    await database.query<Login>(
      `SELECT current_user AS name,
              coalesce((SELECT pg_has_role(current_user, relowner, 'USAGE') FROM pg_class
                         WHERE oid = to_regclass('public.schema_migration')),
                       has_schema_privilege(current_user, 'public', 'CREATE')) AS owner,
              EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1 AND pg_has_role(current_user, oid, 'MEMBER')) AS member`,
      [SERVER_ROLE],
    )
  )[0] as Login;

/**
 * The serving process's start (decision 0073): a login that owns the schema migrates it, as before; a login of
 * the server's own, which owns nothing and may only act as the server's role, cannot, so it checks that the
 * owner has applied every migration of this release and starts without the lock. Anything else stops the
 * start with what the operator runs. Answers the migrations applied, and the login when it is not the owner.
 */
export async function prepareForServing(
  database: Database,
  options: MigrateOptions = {},
): Promise<{ applied: string[]; servingLogin?: string }> {
  const login = await loginOf(database);
  if (login.owner) return { applied: await migrate(database, undefined, options) };
  const stop = (why: string) => {
    throw new MigrationError(
      `${why}. Run \`npm run db:migrate\` with the owner's DATABASE_URL first (docs/operations.md, "A login of the server's own")`,
      'login',
    );
  };
  if (!login.member)
    stop(
      `the login "${login.name}" owns nothing here and may not act as ${SERVER_ROLE} (GRANT ${SERVER_ROLE} TO "${login.name}")`,
    );
  const applied = await database
    .query<{ version: string }>('SELECT version FROM schema_migration')
    .catch(() =>
      stop(
        `the login "${login.name}" cannot read which migrations are applied (a new database, or a member of ${SERVER_ROLE} without INHERIT)`,
      ),
    );
  const done = new Set((applied ?? []).map((row) => row.version));
  const pending = (await migrationVersions()).filter((version) => !done.has(version));
  if (pending.length > 0)
    stop(
      `${pending.length} migration${pending.length === 1 ? '' : 's'} of this release not applied (${pending.join(', ')}), and the login "${login.name}" may not apply them`,
    );
  return { applied: [], servingLogin: login.name };
}

/**
 * Polls for the session-level advisory lock until the deadline: a plain pg_advisory_lock would wait without
 * end behind an instance stuck in a migration. Polling holds no transaction open, and no lock_timeout is
 * left behind on the connection.
 */
async function takeMigrationLock(
  connection: Connection,
  waitMs: number,
  onWaiting: (() => void) | undefined,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let tries = 0; ; tries++) {
    const [row] = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (row?.locked) return;
    if (tries === 0) onWaiting?.();
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new MigrationError(
        `Another instance's migrations are still running on this database after ${describeWait(waitMs)} of waiting; nothing was applied. Start again once they have finished.`,
        'lock',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(LOCK_POLL_MS, left)));
  }
}

/** Whether the server's role exists and was granted the tables as they are now. */
async function serverRoleReady(connection: Connection): Promise<boolean> {
  const [row] = await connection.query<{ ready: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)
            AND has_table_privilege($1, 'avn_user', 'SELECT')
            AND has_table_privilege($1, 'schema_migration', 'SELECT') AS ready`,
    [SERVER_ROLE],
  );
  return row?.ready === true;
}

/**
 * Creates the server's role once per cluster (it logs in as nothing, owns nothing, bypasses nothing) and
 * grants it this database's rows, whose policies then decide what it sees; the migrations' own table it may
 * only read (the readiness probe asks which are applied). An owner that is not a superuser is made a
 * member, so that it may switch to the role. Run after migrations, and after a restore's (a backup carries
 * no roles).
 */
export async function grantServerRole(connection: Connection): Promise<void> {
  await connection.exec(`
    DO $role$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${SERVER_ROLE}') THEN
        BEGIN
          CREATE ROLE ${SERVER_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
          NULL; -- another database of the cluster created it meanwhile
        END;
      END IF;
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT ${SERVER_ROLE} TO %I', current_user);
      END IF;
    END
    $role$;
    GRANT USAGE ON SCHEMA public TO ${SERVER_ROLE};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${SERVER_ROLE};
    REVOKE ALL ON schema_migration FROM ${SERVER_ROLE};
    GRANT SELECT ON schema_migration TO ${SERVER_ROLE};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${SERVER_ROLE};
  `);
}

const describeWait = (ms: number) =>
  ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${Math.round(ms / 100) / 10} s`;

export const CREATE_MIGRATION_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';

/** Runs one migration and records it, in the caller's transaction (a restore runs many in one). */
export async function applyMigration(connection: Connection, migration: Migration): Promise<void> {
  await connection.exec(migration.script);
  await connection.query('INSERT INTO schema_migration (version) VALUES ($1)', [migration.version]);
}

async function applyOne(connection: Connection, migration: Migration): Promise<void> {
  await connection.exec('BEGIN');
  try {
    await applyMigration(connection, migration);
    await connection.exec('COMMIT');
  } catch (error) {
    await connection.exec('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Migration ${migration.version} failed and was rolled back: ${reason}`,
      'failed',
      {
        cause: error,
      },
    );
  }
}

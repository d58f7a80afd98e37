import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from '../auth/passwords';
import type { Connection, Database } from './connection';

export const DEMO_LOGIN = 'admin';
export const DEMO_PASSWORD = 'admin';
/** The ministry's administrator of the demo (its password is the demo's): the ministry's console. */
export const MINISTRY_LOGIN = 'ministry';
/** The large university's administrator (its password is the demo's): it sees that university alone. */
export const LARGE_LOGIN = 'large-admin';

/**
 * True when nothing has been entered yet: no user and no university. The ministry is no sign: every
 * database has the fixed reference's (migration 0023).
 */
export async function isEmpty(database: Database): Promise<boolean> {
  return database.withConnection(async (connection) => {
    const [row] = await connection.query<{ empty: boolean }>(
      'SELECT NOT EXISTS (SELECT 1 FROM avn_user) AND NOT EXISTS (SELECT 1 FROM vuz) AS empty',
    );
    return row?.empty === true;
  });
}

/** Runs a seed script (and what follows it on the same connection) in one transaction: all or nothing. */
async function seedInTransaction(
  database: Database,
  file: string,
  after: (connection: Connection) => Promise<void> = async () => {},
): Promise<void> {
  const script = await readFile(join(import.meta.dirname, 'seed', file), 'utf8');
  await database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      await connection.exec(script);
      await after(connection);
      await connection.exec('COMMIT');
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
    // Plans follow statistics, and the embedded database has no autovacuum to gather them after a bulk fill.
    await connection.exec('ANALYZE');
  });
}

/**
 * Fills a new embedded database with the trilingual demo university, the admin/admin account and the
 * ministry's ministry/admin, all or nothing.
 */
export async function seedDemoData(database: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedInTransaction(database, 'demo.sql', async (connection) => {
    await connection.query(
      "INSERT INTO avn_user (login, password_hash, surname, name, patronymic, role) VALUES ($1, $2, $3, $4, $5, 'administrator')",
      [DEMO_LOGIN, passwordHash, 'Администратор', 'Демо', ''],
    );
    // The ministry's account belongs to no university (migration 0026).
    await connection.query(
      "INSERT INTO avn_user (login, password_hash, surname, name, patronymic, role, id_vuz) VALUES ($1, $2, $3, $4, $5, 'ministry_administrator', NULL)",
      [MINISTRY_LOGIN, passwordHash, 'Министерство', 'Демо', ''],
    );
    // Last summer's new academic year was the administrator's (demo.sql).
    await connection.query(
      'UPDATE year_turnover SET id_avn_user = (SELECT id_avn_user FROM avn_user WHERE login = $1) WHERE id_avn_user IS NULL',
      [DEMO_LOGIN],
    );
  });
}

class AlreadySeededError extends Error {}

/**
 * Adds the large university of the benchmarks (seed/large.sql) and its administrator (LARGE_LOGIN) beside
 * what the database holds; once only.
 */
export async function seedLargeUniversity(database: Database): Promise<void> {
  const [row] = await database.query<{ seeded: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM direction WHERE code = 'L00001') AS seeded",
  );
  if (row?.seeded) throw new AlreadySeededError('The large university is in this database already.');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedInTransaction(database, 'large.sql', async (connection) => {
    // Still in the script's transaction, so the account is the large university's.
    await connection.query(
      "INSERT INTO avn_user (login, password_hash, surname, name, patronymic, role) VALUES ($1, $2, $3, $4, $5, 'administrator')",
      [LARGE_LOGIN, passwordHash, 'Администратор', 'Большой', ''],
    );
  });
}

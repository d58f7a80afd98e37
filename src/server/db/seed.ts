import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from '../auth/passwords';
import type { Database } from './connection';

export const DEMO_LOGIN = 'admin';
export const DEMO_PASSWORD = 'admin';

/** True when nothing has been entered yet: no user and no ministry. */
export async function isEmpty(database: Database): Promise<boolean> {
  return database.withConnection(async (connection) => {
    const [row] = await connection.query<{ empty: boolean }>(
      'SELECT NOT EXISTS (SELECT 1 FROM avn_user) AND NOT EXISTS (SELECT 1 FROM ministry) AS empty',
    );
    return row?.empty === true;
  });
}

/** Fills a new embedded database with the trilingual demo university and the admin/admin account, all or nothing. */
export async function seedDemoData(database: Database): Promise<void> {
  const script = await readFile(join(import.meta.dirname, 'seed', 'demo.sql'), 'utf8');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      await connection.exec(script);
      await connection.query(
        'INSERT INTO avn_user (login, password_hash, surname, name, patronymic) VALUES ($1, $2, $3, $4, $5)',
        [DEMO_LOGIN, passwordHash, 'Администратор', 'Демо', ''],
      );
      await connection.exec('COMMIT');
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
}

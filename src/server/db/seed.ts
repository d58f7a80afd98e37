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

/** A seed script, with its {{placeholders}} filled. */
async function seedScript(file: string, values: Record<string, string> = {}): Promise<string> {
  const script = await readFile(join(import.meta.dirname, 'seed', file), 'utf8');
  return script.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Runs a seed script (and what follows it on the same connection) in one transaction: all or nothing. */
async function seedInTransaction(
  database: Database,
  file: string,
  after: (connection: Connection) => Promise<void> = async () => {},
  values: Record<string, string> = {},
): Promise<void> {
  const script = await seedScript(file, values);
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

/** The number, code and names of the n-th large university: the first keeps those it has always had. */
const largeUniversity = (n: number) => ({
  short: n === 1 ? '' : `-${n}`,
  number: n === 1 ? '' : ` № ${n}`,
  code: n === 1 ? '99000547' : String(99_100_000 + n),
  login: n === 1 ? '' : `${n}-`,
});

/** The administrator of the n-th large university (the demo's password): the first is LARGE_LOGIN. */
export const largeLogin = (n: number) => (n === 1 ? LARGE_LOGIN : `${LARGE_LOGIN}-${n}`);

const AUDIT_WORDS_INDEX = `CREATE INDEX IF NOT EXISTS audit_log_words_idx ON audit_log
  USING gin (jsonb_to_tsvector('simple', COALESCE(after, before), '["string", "numeric"]'))
  WITH (fastupdate = off)`;

/**
 * Adds `count` large universities of the benchmarks (seed/large-university.sql), each with its administrator
 * (largeLogin), and the classifiers they share (seed/large-shared.sql) unless present; each university is
 * one transaction. The audit log's word index is made once over the whole log at the end: kept up row by
 * row it would more than double the time (31 s against 13 s embedded for one university).
 */
export async function addLargeUniversities(database: Database, count: number): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [present] = await database.query<{ shared: boolean; universities: number }>(
    `SELECT EXISTS (SELECT 1 FROM direction WHERE code = 'L00001') AS shared,
            (SELECT count(*)::int FROM vuz WHERE id_field = '99000547' OR id_field LIKE '991%') AS universities`,
  );
  const added: number[] = [];
  await database.query('DROP INDEX IF EXISTS audit_log_words_idx');
  try {
    if (!present?.shared) await seedInTransaction(database, 'large-shared.sql');
    for (let n = (present?.universities ?? 0) + 1; added.length < count; n++) {
      await seedInTransaction(
        database,
        'large-university.sql',
        async (connection) => {
          // Still in the script's transaction, as the server's role for it: the account is the university's.
          await connection.query(
            "INSERT INTO avn_user (login, password_hash, surname, name, patronymic, role) VALUES ($1, $2, $3, $4, $5, 'administrator')",
            [largeLogin(n), passwordHash, 'Администратор', n === 1 ? 'Большой' : `Большой № ${n}`, ''],
          );
          // Its users (the administrator, the staff) have read all but the newest twenty news items.
          await connection.query(
            'INSERT INTO wiki_news_read (id_avn_user, id_wiki) SELECT u.id_avn_user, n.id_question_answer FROM avn_user u CROSS JOIN large_news n WHERE n.n <= 230',
          );
        },
        largeUniversity(n),
      );
      added.push(n);
    }
  } finally {
    await database.query(AUDIT_WORDS_INDEX);
  }
  return added;
}

/** Adds the large university of the benchmarks and its administrator (LARGE_LOGIN) beside what the database holds; once only. */
export async function seedLargeUniversity(database: Database): Promise<void> {
  const [row] = await database.query<{ seeded: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM direction WHERE code = 'L00001') AS seeded",
  );
  if (row?.seeded) throw new AlreadySeededError('The large university is in this database already.');
  await addLargeUniversities(database, 1);
}

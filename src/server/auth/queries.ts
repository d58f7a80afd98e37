import { isMinistryRole, type Role, roles } from '../../contract/access';
import * as calls from '../../contract/auth';
import type { Database } from '../db/connection';
import { defineListRead } from '../db/list-read';
import { firstRow, type RowOf, rows, run, settleTransaction, sql } from '../db/sql';
import { announcedTables, type Transaction } from '../db/write';
import { fullName } from './rules';

const userShape = {
  id: 'integer',
  login: 'text',
  passwordHash: 'text',
  surname: 'text',
  name: 'text',
  patronymic: 'text',
  /** Must choose a new password before anything else (migration 0006). */
  mustChangePassword: 'boolean',
  /** Migration 0008: the role and faculty scope; a disabled account cannot sign in. */
  role: roles,
  allFaculties: 'boolean',
  facultyIds: 'integer[]',
  disabledAt: 'timestamp?',
  /** None for the ministry's accounts and the first day's (migration 0026). */
  universityId: 'integer?',
} as const;

/** An account as sign-in reads it; the role column's CHECK allows the roles only (migration 0008). */
type UserRecord = RowOf<typeof userShape>;

export const findUserByLogin = async (database: Database, login: string): Promise<UserRecord | undefined> =>
  (await firstRow(
    database,
    userShape,
    sql`SELECT id_avn_user AS id, login, password_hash AS "passwordHash", surname, name, patronymic,
               must_change_password AS "mustChangePassword", role, all_faculties AS "allFaculties",
               faculty_ids AS "facultyIds", disabled_at AS "disabledAt", id_vuz AS "universityId"
          FROM avn_user WHERE lower(login) = lower(${login}) LIMIT 1`,
  )) satisfies UserRecord | undefined;

/** A new account's columns; those left out take the table's defaults. */
type NewUser = Pick<UserRecord, 'login' | 'passwordHash' | 'surname' | 'name' | 'patronymic'> &
  Partial<Pick<UserRecord, 'mustChangePassword' | 'role' | 'allFaculties' | 'facultyIds'>>;

// An array goes as one parameter (sql.param): bare in a template, drizzle would make it a list.
const orDefault = (value: unknown) =>
  value === undefined ? sql`DEFAULT` : Array.isArray(value) ? sql`${sql.param(value)}` : sql`${value}`;

export async function insertUser(database: Database | Transaction, user: NewUser): Promise<number> {
  // A ministry's account belongs to no university (migration 0026); any other to the one set up.
  const university = user.role && isMinistryRole(user.role) ? sql`NULL` : sql`DEFAULT`;
  const [row] = await rows(
    database,
    { id: 'integer' },
    sql`INSERT INTO avn_user (login, password_hash, surname, name, patronymic, must_change_password, role,
                              all_faculties, faculty_ids, id_vuz)
        VALUES (${user.login}, ${user.passwordHash}, ${user.surname}, ${user.name}, ${user.patronymic},
                ${orDefault(user.mustChangePassword)}, ${orDefault(user.role)}, ${orDefault(user.allFaculties)},
                ${orDefault(user.facultyIds)}, ${university})
        RETURNING id_avn_user AS id`,
  );
  return (row as { id: number }).id;
}

/**
 * Sets a new password and ends every session of that user (on every server process: decision 0009);
 * `mustChangePassword`: the user must choose another at the next sign-in.
 */
export async function updatePassword(
  database: Database,
  login: string,
  passwordHash: string,
  mustChangePassword = false,
): Promise<boolean> {
  return database.orm.transaction(async (tx) => {
    await settleTransaction(tx);
    const changed = await rows(
      tx,
      { id: 'integer' },
      sql`UPDATE avn_user SET password_hash = ${passwordHash}, must_change_password = ${mustChangePassword}
           WHERE lower(login) = lower(${login}) RETURNING id_avn_user AS id`,
    );
    for (const { id } of changed) await deleteSessionsOf(tx, id);
    return changed.length > 0;
  });
}

/**
 * Opens a session and records the sign-in; answers the tables it changed, for the caller to publish to
 * this process's caches (the users list shows the last sign-in at once, as after any write).
 */
export async function insertSession(
  database: Database,
  tokenHash: string,
  userId: number,
  address: string,
  idleMinutes: number,
): Promise<string[]> {
  return database.orm.transaction(async (tx) => {
    await settleTransaction(tx);
    await run(
      tx,
      sql`DELETE FROM user_session WHERE last_seen_at < now() - make_interval(mins => ${idleMinutes})`,
    );
    await run(
      tx,
      sql`INSERT INTO user_session (token_hash, id_avn_user, address) VALUES (${tokenHash}, ${userId}, ${address})`,
    );
    await run(
      tx,
      sql`INSERT INTO user_sign_in (id_avn_user) VALUES (${userId})
          ON CONFLICT (id_avn_user) DO UPDATE SET last_sign_in_at = now()`,
    );
    return announcedTables(tx);
  });
}

interface ActiveSession {
  userId: number;
  login: string;
  name: string;
  surname: string;
  idleSeconds: number;
  ageSeconds: number;
  mustChangePassword: boolean;
  role: Role;
  allFaculties: boolean;
  facultyIds: number[];
  universityId: number | null;
}

/*
 * The session check runs on every request before anyone is known, as the server's role (decision 0071): it
 * reads through the narrow functions of migration 0028, one statement each, never the tables themselves.
 */

/**
 * The session of a token hash if it has been used within the idle timeout ($2 minutes) and is younger
 * than its absolute lifetime ($3 hours), of an account that is not disabled. Prepared: on a
 * PostgreSQL server it is planned once per connection (decision 0009).
 */
export const findActiveSession = (database: Database) =>
  database.prepared<ActiveSession>('find_active_session', 'SELECT * FROM active_session($1, $2, $3)');

/** Sessions not yet expired ($1 idle minutes, $2 hours at most) of users not disabled, for /metrics. */
export const countActiveSessions = (database: Database) =>
  database.prepared<{ active: number }>(
    'count_active_sessions',
    'SELECT active_session_count($1, $2) AS active',
  );

/** Marks a session used now ($1: token hash). */
export const touchSession = (database: Database) =>
  database.prepared('touch_session', 'SELECT touch_session($1)');

const deleteSessionsOf = (tx: Transaction, userId: number) =>
  run(tx, sql`DELETE FROM user_session WHERE id_avn_user = ${userId}`);

/**
 * "Sign out on all devices": ends every session of the user, remembering those of the other devices (alive
 * ones only, but the asking one) as ended, so that their next call is told why (migration 0019); records
 * older than a session can live are forgotten on the way.
 */
export async function endSessionsEverywhere(
  tx: Transaction,
  userId: number,
  askingTokenHash: string,
  limits: { idleMinutes: number; maxHours: number },
): Promise<void> {
  await run(
    tx,
    sql`DELETE FROM ended_session WHERE ended_at < now() - make_interval(hours => ${limits.maxHours})`,
  );
  await run(
    tx,
    sql`INSERT INTO ended_session (token_hash, id_avn_user)
        SELECT token_hash, id_avn_user FROM user_session
         WHERE id_avn_user = ${userId} AND token_hash <> ${askingTokenHash}
           AND last_seen_at > now() - make_interval(mins => ${limits.idleMinutes})
           AND created_at > now() - make_interval(hours => ${limits.maxHours})
        ON CONFLICT (token_hash) DO UPDATE SET ended_at = now()`,
  );
  await deleteSessionsOf(tx, userId);
}

/** When the session of a token hash ($1) was ended by "sign out on all devices", within $2 hours. */
export const findEndedSession = (database: Database) =>
  database.prepared<{ endedAtMs: number }>('find_ended_session', 'SELECT * FROM ended_session($1, $2)');

export const deleteSession = (tx: Transaction, tokenHash: string) =>
  run(tx, sql`DELETE FROM user_session WHERE token_hash = ${tokenHash}`);

/** The full name of a user, as auth/user-name answers it ([] for an unknown id). */
export const userNames = defineListRead(calls.userName, {
  tables: ['avn_user'],
  load: async (database, id: number) => {
    const user = await firstRow(
      database,
      { surname: 'text', name: 'text', patronymic: 'text' },
      sql`SELECT surname, name, patronymic FROM avn_user WHERE id_avn_user = ${id}`,
    );
    return user ? [{ fio: fullName(user) }] : [];
  },
});

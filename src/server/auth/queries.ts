import { eq, lt, sql } from 'drizzle-orm';
import type { Role } from '../../contract/access';
import * as calls from '../../contract/auth';
import type { Database, Orm } from '../db/connection';
import { defineListRead } from '../db/list-read';
import { sessions, signIns, users } from '../db/schema';
import { announcedTables, type Transaction } from '../db/write';
import { fullName } from './rules';

export interface UserRecord {
  id: number;
  login: string;
  passwordHash: string;
  surname: string;
  name: string;
  patronymic: string;
  /** Must choose a new password before anything else (migration 0006). */
  mustChangePassword?: boolean;
  /** Migration 0008: the role and faculty scope; a disabled account cannot sign in. */
  role?: Role;
  allFaculties?: boolean;
  facultyIds?: number[];
  disabledAt?: Date | null;
}

export const findUserByLogin = async (orm: Orm, login: string): Promise<UserRecord | undefined> =>
  (await orm.select().from(users).where(sql`lower(${users.login}) = lower(${login})`).limit(1))[0];

export async function insertUser(orm: Orm, user: Omit<UserRecord, 'id'>): Promise<number> {
  const [row] = await orm.insert(users).values(user).returning({ id: users.id });
  return (row as { id: number }).id;
}

/**
 * Sets a new password and ends every session of that user (on every server process: decision 0009);
 * `mustChangePassword`: the user must choose another at the next sign-in.
 */
export async function updatePassword(
  orm: Orm,
  login: string,
  passwordHash: string,
  mustChangePassword = false,
): Promise<boolean> {
  return orm.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword })
      .where(sql`lower(${users.login}) = lower(${login})`)
      .returning({ id: users.id });
    for (const { id } of rows) await tx.delete(sessions).where(eq(sessions.userId, id));
    return rows.length > 0;
  });
}

export const countUsers = async (orm: Orm): Promise<number> =>
  (await orm.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count ?? 0;

/**
 * Opens a session and records the sign-in; answers the tables it changed, for the caller to publish to
 * this process's caches (the users list shows the last sign-in at once, as after any write).
 */
export async function insertSession(
  orm: Orm,
  tokenHash: string,
  userId: number,
  address: string,
  idleMinutes: number,
): Promise<string[]> {
  return orm.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`));
    await tx.insert(sessions).values({ tokenHash, userId, address });
    await tx
      .insert(signIns)
      .values({ userId })
      .onConflictDoUpdate({ target: signIns.userId, set: { lastSignInAt: sql`now()` } });
    return announcedTables(tx);
  });
}

export interface ActiveSession {
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
}

/**
 * A session (s) of a user (u) still alive: used within the idle timeout (`idleMinutes` parameter) and younger
 * than its absolute lifetime (`maxHours`), of an account that is not disabled.
 */
const aliveSession = (idleMinutes: string, maxHours: string) =>
  `s.last_seen_at > now() - make_interval(mins => ${idleMinutes})
        AND s.created_at > now() - make_interval(hours => ${maxHours}) AND u.disabled_at IS NULL`;

/**
 * The session of a token hash if it has been used within the idle timeout ($2 minutes) and is younger
 * than its absolute lifetime ($3 hours), of an account that is not disabled. Prepared: on a
 * PostgreSQL server it is planned once per connection (decision 0009).
 */
export const findActiveSession = (database: Database) =>
  database.prepared<ActiveSession>(
    'find_active_session',
    `SELECT u.id_avn_user AS "userId", u.login, u.name, u.surname,
            u.must_change_password AS "mustChangePassword",
            u.role, u.all_faculties AS "allFaculties", u.faculty_ids AS "facultyIds",
            extract(epoch FROM now() - s.last_seen_at)::float8 AS "idleSeconds",
            extract(epoch FROM now() - s.created_at)::float8 AS "ageSeconds"
       FROM user_session s JOIN avn_user u ON u.id_avn_user = s.id_avn_user
      WHERE s.token_hash = $1 AND ${aliveSession('$2', '$3')}`,
  );

/** Sessions not yet expired ($1 idle minutes, $2 hours at most) of users not disabled, for /metrics. */
export const countActiveSessions = (database: Database) =>
  database.prepared<{ active: number }>(
    'count_active_sessions',
    `SELECT count(*)::int AS active
       FROM user_session s JOIN avn_user u ON u.id_avn_user = s.id_avn_user
      WHERE ${aliveSession('$1', '$2')}`,
  );

/** Marks a session used now ($1: token hash). */
export const touchSession = (database: Database) =>
  database.prepared('touch_session', 'UPDATE user_session SET last_seen_at = now() WHERE token_hash = $1');

export const deleteSessionsOf = (tx: Transaction, userId: number) =>
  tx.delete(sessions).where(eq(sessions.userId, userId));

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
  await tx.execute(
    sql`DELETE FROM ended_session WHERE ended_at < now() - make_interval(hours => ${limits.maxHours})`,
  );
  await tx.execute(
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
  database.prepared<{ endedAtMs: number }>(
    'find_ended_session',
    `SELECT (extract(epoch FROM ended_at) * 1000)::float8 AS "endedAtMs"
       FROM ended_session WHERE token_hash = $1 AND ended_at > now() - make_interval(hours => $2)`,
  );

export const deleteSession = (tx: Transaction, tokenHash: string) =>
  tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

/** The full name of a user, as auth/user-name answers it ([] for an unknown id). */
export const userNames = defineListRead(calls.userName, {
  name: 'user-name',
  tables: ['avn_user'],
  load: async (database, id: number) => {
    const [user] = await database.query<{ surname: string; name: string; patronymic: string }>(
      'SELECT surname, name, patronymic FROM avn_user WHERE id_avn_user = $1',
      [id],
    );
    return user ? [{ fio: fullName(user) }] : [];
  },
});

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/connection';
import { loginFailures, sessions, users } from '../db/schema';

export interface UserRecord {
  id: number;
  login: string;
  passwordHash: string;
  surname: string;
  name: string;
  patronymic: string;
}

export const findUserByLogin = async (orm: Orm, login: string): Promise<UserRecord | undefined> =>
  (await orm.select().from(users).where(sql`lower(${users.login}) = lower(${login})`).limit(1))[0];

export const findUserById = async (orm: Orm, id: number): Promise<UserRecord | undefined> =>
  (await orm.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function insertUser(orm: Orm, user: Omit<UserRecord, 'id'>): Promise<number> {
  const [row] = await orm.insert(users).values(user).returning({ id: users.id });
  return (row as { id: number }).id;
}

export async function updatePassword(orm: Orm, login: string, passwordHash: string): Promise<boolean> {
  const rows = await orm
    .update(users)
    .set({ passwordHash })
    .where(sql`lower(${users.login}) = lower(${login})`)
    .returning({ id: users.id });
  return rows.length > 0;
}

export const countUsers = async (orm: Orm): Promise<number> =>
  (await orm.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count ?? 0;

/** Sign-in failures of this login from this address within the window. */
export async function countRecentFailures(orm: Orm, login: string, address: string, windowMinutes: number) {
  const [row] = await orm
    .select({ count: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        sql`lower(${loginFailures.login}) = lower(${login})`,
        eq(loginFailures.address, address),
        gt(loginFailures.failedAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return row?.count ?? 0;
}

export async function recordFailure(orm: Orm, login: string, address: string, windowMinutes: number) {
  await orm.transaction(async (tx) => {
    // Old failures are pruned on the way, so the table never grows beyond one window of attempts.
    await tx
      .delete(loginFailures)
      .where(lt(loginFailures.failedAt, sql`now() - make_interval(mins => ${windowMinutes})`));
    await tx.insert(loginFailures).values({ login, address });
  });
}

export const clearFailures = (orm: Orm, login: string, address: string) =>
  orm
    .delete(loginFailures)
    .where(and(sql`lower(${loginFailures.login}) = lower(${login})`, eq(loginFailures.address, address)));

export async function insertSession(
  orm: Orm,
  tokenHash: string,
  userId: number,
  address: string,
  idleMinutes: number,
) {
  await orm.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`));
    await tx.insert(sessions).values({ tokenHash, userId, address });
  });
}

export interface ActiveSession {
  userId: number;
  login: string;
  name: string;
  surname: string;
  idleSeconds: number;
}

/**
 * The session of this token if it has been used within the idle timeout. It runs on every request, so it
 * is one hand-written statement: through the ORM it took twice as long on PGlite (measured, bench/).
 */
export async function findActiveSession(
  database: Database,
  tokenHash: string,
  idleMinutes: number,
): Promise<ActiveSession | undefined> {
  const [row] = await database.query<ActiveSession>(
    `SELECT u.id_avn_user AS "userId", u.login, u.name, u.surname,
            extract(epoch FROM now() - s.last_seen_at)::float8 AS "idleSeconds"
       FROM user_session s JOIN avn_user u ON u.id_avn_user = s.id_avn_user
      WHERE s.token_hash = $1 AND s.last_seen_at > now() - make_interval(mins => $2)`,
    [tokenHash, idleMinutes],
  );
  return row;
}

export const touchSession = (orm: Orm, tokenHash: string) =>
  orm.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));

export const deleteSession = (orm: Orm, tokenHash: string) =>
  orm.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

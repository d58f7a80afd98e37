import { sql } from 'drizzle-orm';
import type { Orm } from '../db/connection';

/** How many failed sign-ins a window allows: per login and address, per address, per login. */
export interface SignInLimits {
  perLoginAndAddress: number;
  perAddress: number;
  perLogin: number;
  windowMinutes: number;
}

export interface RecentFailures {
  loginAndAddress: number;
  address: number;
  login: number;
}

/** The limit the recent failures have reached, if any: the attempt is refused without a password check. */
export function reachedLimit(failures: RecentFailures, limits: SignInLimits) {
  if (failures.loginAndAddress >= limits.perLoginAndAddress) return 'loginAndAddress';
  if (failures.address >= limits.perAddress) return 'address';
  if (failures.login >= limits.perLogin) return 'login';
  return undefined;
}

// Advisory lock classes (the first key); the second is the hashed address or login.
const ADDRESS_LOCK = 7_401;
const LOGIN_LOCK = 7_402;

type Reservation = { attempt: number } | { refused: NonNullable<ReturnType<typeof reachedLimit>> };

/**
 * Counts and decides in one step (issue 8): under a lock on the address and one on the login, taken in
 * that order by every caller (so no two wait on each other), the recent failures are counted and, below
 * every limit, the attempt is recorded as a failure before its password is checked. However many attempts
 * arrive at once, at most the limit's number of password checks run per window; a success takes its row
 * back (`forgetFailures`). Waits for the locks are bounded by lock_timeout.
 */
export function reserveSignInAttempt(
  orm: Orm,
  login: string,
  address: string,
  limits: SignInLimits,
): Promise<Reservation> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOGIN_LOCK}, hashtext(lower(${login})))`);
    const window = sql`now() - make_interval(mins => ${limits.windowMinutes})`;
    // Old failures go on the way, so the table never holds more than one window of attempts.
    await tx.execute(sql`DELETE FROM login_failure WHERE failed_at <= ${window}`);
    const [counts] = (
      (await tx.execute(sql`
        SELECT count(*) FILTER (WHERE lower(login) = lower(${login}) AND address = ${address})::int
                 AS "loginAndAddress",
               count(*) FILTER (WHERE address = ${address})::int AS address,
               count(*) FILTER (WHERE lower(login) = lower(${login}))::int AS login
          FROM login_failure
         WHERE failed_at > ${window} AND (address = ${address} OR lower(login) = lower(${login}))`)) as unknown as {
        rows: RecentFailures[];
      }
    ).rows;
    const refused = reachedLimit(counts ?? { loginAndAddress: 0, address: 0, login: 0 }, limits);
    if (refused) return { refused };
    const [row] = (
      (await tx.execute(
        sql`INSERT INTO login_failure (login, address) VALUES (${login}, ${address}) RETURNING id`,
      )) as unknown as { rows: Array<{ id: string | number }> }
    ).rows;
    return { attempt: Number(row?.id) };
  });
}

/** Takes back a reserved attempt whose password was never checked (the server was too busy to). */
export const releaseSignInAttempt = (orm: Orm, attempt: number) =>
  orm.execute(sql`DELETE FROM login_failure WHERE id = ${attempt}`);

/** After a successful sign-in: the failures of this login from this address no longer count. */
export const forgetFailures = (orm: Orm, login: string, address: string) =>
  orm.execute(sql`DELETE FROM login_failure WHERE lower(login) = lower(${login}) AND address = ${address}`);

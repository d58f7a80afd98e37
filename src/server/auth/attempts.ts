import type { Database } from '../db/connection';
import { firstRow, type RowOf, run, settleTransaction, sql } from '../db/sql';

/** How many failed sign-ins a window allows: per login and address, per address, per login. */
interface SignInLimits {
  perLoginAndAddress: number;
  perAddress: number;
  perLogin: number;
  windowMinutes: number;
}

const failuresShape = { loginAndAddress: 'integer', address: 'integer', login: 'integer' } as const;

type RecentFailures = RowOf<typeof failuresShape>;

/** The limit the recent failures have reached, if any: the attempt is refused without a password check. */
function reachedLimit(failures: RecentFailures, limits: SignInLimits) {
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
 * Counts and decides in one step (decision 0010): under a lock on the address and one on the login, taken in
 * that order by every caller (so no two wait on each other), the recent failures are counted and, below
 * every limit, the attempt is recorded as a failure before its password is checked. However many attempts
 * arrive at once, at most the limit's number of password checks run per window; a success takes its row
 * back (`forgetFailures`). Waits for the locks are bounded by lock_timeout.
 */
export function reserveSignInAttempt(
  database: Database,
  login: string,
  address: string,
  limits: SignInLimits,
): Promise<Reservation> {
  return database.orm.transaction(async (tx) => {
    await settleTransaction(tx);
    await run(tx, sql`SET LOCAL lock_timeout = '5s'`);
    await run(tx, sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`);
    await run(tx, sql`SELECT pg_advisory_xact_lock(${LOGIN_LOCK}, hashtext(lower(${login})))`);
    const window = sql`now() - make_interval(mins => ${limits.windowMinutes})`;
    // Old failures go on the way, so the table never holds more than one window of attempts.
    await run(tx, sql`DELETE FROM login_failure WHERE failed_at <= ${window}`);
    const counts = await firstRow(
      tx,
      failuresShape,
      sql`
        SELECT count(*) FILTER (WHERE lower(login) = lower(${login}) AND address = ${address})::int
                 AS "loginAndAddress",
               count(*) FILTER (WHERE address = ${address})::int AS address,
               count(*) FILTER (WHERE lower(login) = lower(${login}))::int AS login
          FROM login_failure
         WHERE failed_at > ${window} AND (address = ${address} OR lower(login) = lower(${login}))`,
    );
    const refused = reachedLimit(counts ?? { loginAndAddress: 0, address: 0, login: 0 }, limits);
    if (refused) return { refused };
    // id is a bigserial (int8), beyond what an integer holds one day: read as its text.
    const row = await firstRow(
      tx,
      { id: 'text' },
      sql`INSERT INTO login_failure (login, address) VALUES (${login}, ${address}) RETURNING id::text AS id`,
    );
    return { attempt: Number(row?.id) };
  });
}

/** Takes back a reserved attempt whose password was never checked (the server was too busy to). */
export const releaseSignInAttempt = (database: Database, attempt: number) =>
  run(database, sql`DELETE FROM login_failure WHERE id = ${attempt}`);

/** After a successful sign-in: the failures of this login from this address no longer count. */
export const forgetFailures = (database: Database, login: string, address: string) =>
  run(database, sql`DELETE FROM login_failure WHERE lower(login) = lower(${login}) AND address = ${address}`);

import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';

/** The role the server's statements for a university run as (migration 0025; migrate.ts creates it). */
export const SERVER_ROLE = 'academic_server';

/*
 * The university a call works for (decision 0068): set around the call's handler from the signed-in
 * account, and carried by Node's async context into everything the call does, awaited or not (a long
 * apply the call starts keeps it). Each transaction of that work starts by switching to the server's
 * role and naming the university, both transaction-local: the row-level security of migration 0025
 * then shows and accepts that university's rows alone, and nothing is left on the connection.
 */
const universities = new AsyncLocalStorage<number>();

/** Runs `work` for a university; with none (an account of the first day, a sign-in), as before. */
export function inUniversity<T>(university: number | null | undefined, work: () => T): T {
  return university === null || university === undefined ? work() : universities.run(university, work);
}

/** The university of the work in progress, if any. */
export const currentUniversity = (): number | undefined => universities.getStore();

/** A cache key of the work's university: what one university reads is never answered to another. */
export const universityKey = (key: string): string => `${currentUniversity() ?? ''}:${key}`;

/**
 * The university of a key universityKey made (or of a key that is the university's id alone); undefined for
 * one read with no university (across them all), which every university's change makes stale.
 */
export function universityOfKey(key: string): number | undefined {
  const id = key.split(':', 1)[0] ?? '';
  return id === '' ? undefined : Number(id);
}

/**
 * The first statement of a transaction: the writing user for the audit trigger (`userId`), and, for a
 * university's work, the server's role and the university. One statement, one round trip.
 */
export function transactionSettings(userId?: number): SQL | undefined {
  const university = currentUniversity();
  const settings: SQL[] = [];
  if (userId !== undefined) settings.push(sql`set_config('app.user_id', ${String(userId)}, true)`);
  if (university !== undefined)
    settings.push(
      sql`set_config('role', ${SERVER_ROLE}, true)`,
      sql`set_config('app.university', ${String(university)}, true)`,
    );
  return settings.length === 0 ? undefined : sql`SELECT ${sql.join(settings, sql`, `)}`;
}

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
/**
 * What the work may see: a university's rows; the installation's (every university: the sign-in, the first
 * day's set-up, the ministry's accounts, decision 0071); or, as the server's role, nothing of any university.
 */
type Scope = number | 'installation' | 'none';
const scopes = new AsyncLocalStorage<Scope>();

/** Runs `work` for a university; with none (an operator's command with no university named), as before. */
export function inUniversity<T>(university: number | null | undefined, work: () => T): T {
  return university === null || university === undefined ? work() : scopes.run(university, work);
}

/**
 * Runs a call's work in its account's scope: its university's; the installation's for an account of no
 * university (the ministry's, the first day's); none for a call before anyone is known, which sees no
 * university's row unless it asks for the installation's itself (asInstallation).
 */
export function inCallScope<T>(account: { universityId: number | null } | undefined, work: () => T): T {
  const scope: Scope =
    account === undefined ? 'none' : account.universityId === null ? 'installation' : account.universityId;
  return scopes.run(scope, work);
}

/** Runs `work` as the server's role across every university: for what must find any university's rows. */
export const asInstallation = <T>(work: () => T): T => scopes.run('installation', work);

/** The university of the work in progress, if any. */
export const currentUniversity = (): number | undefined => {
  const scope = scopes.getStore();
  return typeof scope === 'number' ? scope : undefined;
};

/**
 * A cache key of the work's scope: what one university reads is never answered to another, nor to the
 * installation's scope ('*'), nor to a call of nobody ('').
 */
export const universityKey = (key: string): string => {
  const scope = scopes.getStore();
  return `${scope === 'installation' ? '*' : scope === 'none' || scope === undefined ? '' : scope}:${key}`;
};

/**
 * The university of a key universityKey made (or of a key that is the university's id alone); undefined for
 * one read with no university (across them all), which every university's change makes stale.
 */
export function universityOfKey(key: string): number | undefined {
  const id = key.split(':', 1)[0] ?? '';
  return id === '' || id === '*' ? undefined : Number(id);
}

/**
 * The first statement of a transaction: the writing user for the audit trigger (`userId`), and, for work in
 * a scope, the server's role and the university or the installation's scope. One statement, one round trip.
 */
export function transactionSettings(userId?: number): SQL | undefined {
  const scope = scopes.getStore();
  const settings: SQL[] = [];
  if (userId !== undefined) settings.push(sql`set_config('app.user_id', ${String(userId)}, true)`);
  if (scope !== undefined) settings.push(sql`set_config('role', ${SERVER_ROLE}, true)`);
  if (typeof scope === 'number') settings.push(sql`set_config('app.university', ${String(scope)}, true)`);
  if (scope === 'installation') settings.push(sql`set_config('app.scope', 'installation', true)`);
  return settings.length === 0 ? undefined : sql`SELECT ${sql.join(settings, sql`, `)}`;
}

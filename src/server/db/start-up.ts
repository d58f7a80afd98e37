import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import { isDatabaseUnavailable, sqlState } from '../core/errors';
import { MIGRATION_LOCK_WAIT_MS, MigrationError, migrate, prepareForServing } from './migrate';
import { type OpenedDatabase, openDatabase } from './open';
import { PATIENT_CONNECT_TIMEOUT_MS } from './server-link';

// The serving process's way to its database (decision 0054). The embedded one opens or the start stops, as
// before. A PostgreSQL server may be down, starting, slow to reach or migrated by another instance: the start
// tries again with backoff, one readable line per failed attempt, until it is open and migrated, or until
// DATABASE_WAIT_SECONDS has passed (0: without end); what retrying cannot mend stops it at once.

/** Why the server cannot start: one sentence for the operator; the process prints it and exits with 1. */
export class StartUpError extends Error {}

/** Where the start-up's lines go (the server's console: journald takes them as they are). */
interface StartUpLog {
  say(line: string): void;
  warn(line: string): void;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;
/** Closing what an attempt opened: pg's end() waits for the server's goodbye, for ever on a dead link. */
const CLOSE_WITHIN_MS = 3_000;

/**
 * The wait after the `failures`-th failed attempt: doubling from 0.5 s up to 30 s, each drawn from the upper
 * half of its bound, so that copies restarted together do not knock on the database together.
 */
export const retryDelay = (failures: number, random: () => number = Math.random) =>
  Math.round(Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1)) * (0.5 + random() / 2));

/** "dbhost:5432", or a socket folder, as the operator wrote it in DATABASE_URL (no password). */
export function serverAddress(url: string): string {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host') ?? (parsed.hostname || 'localhost');
  const port = parsed.searchParams.get('port') ?? (parsed.port || '5432');
  const database = decodeURIComponent(parsed.pathname.slice(1));
  const address = host.startsWith('/') ? `${host}, port ${port}` : `${host}:${port}`;
  return database ? `${address} (database ${database})` : address;
}

/** The errors an error wraps, outermost first (an AggregateError of a name with two addresses included). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error as
    | { code?: unknown; cause?: unknown; message?: unknown; errors?: unknown[] }
    | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    yield current;
    current = (current.cause ?? current.errors?.[0]) as typeof current;
  }
}

const networkFailures: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (is PostgreSQL running and listening there?)',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ENOTFOUND: 'the host name is not known (DNS)',
  EAI_AGAIN: 'the host name could not be looked up (DNS)',
};

/** A failure in words, without a stack: a network code, the server's own sentence, or pg's. */
export function describeFailure(error: unknown): string {
  if (error instanceof MigrationError && error.reason === 'lock')
    return "another instance's migrations still hold the migration lock";
  for (const cause of chain(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    const known = networkFailures[code];
    if (known) return known;
    if (/^[0-9A-Z]{5}$/.test(code)) return `${String(cause.message)} (SQLSTATE ${code})`;
    if (/timeout expired|connection timeout/i.test(String(cause.message)))
      return `no connection within ${PATIENT_CONNECT_TIMEOUT_MS / 1000} s`;
  }
  const message = String((error as Error)?.message ?? error).split('\n')[0] ?? '';
  return message.length > 300 ? `${message.slice(0, 300)}…` : message || String(error);
}

/**
 * Whether another attempt may succeed: the link or the server's state (refused, reset, timed out, starting
 * up, too many connections, another instance's migration lock). A wrong password, a database that does not
 * exist or a migration that fails on the server's answer will not mend by waiting.
 */
export function mayMend(error: unknown): boolean {
  if (error instanceof MigrationError) return error.reason === 'lock' || isDatabaseUnavailable(error.cause);
  if (sqlState(error) !== undefined) return isDatabaseUnavailable(error);
  for (const cause of chain(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (networkFailures[code] || /timeout expired|connection timeout/i.test(String(cause.message)))
      return true;
  }
  return isDatabaseUnavailable(error);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function closeWithin(opened: OpenedDatabase | undefined): Promise<void> {
  if (!opened) return;
  await Promise.race([opened.close().catch(() => {}), sleep(CLOSE_WITHIN_MS, undefined, { ref: false })]);
}

interface StartUpOptions {
  log: StartUpLog;
  /** The data-folder lock the server took before it listened. */
  heldLock?: () => void;
  /** Tests replace the clock and the dice. */
  now?: () => number;
  random?: () => number;
}

/** The database open and migrated for serving (the pool bounded for calls), or a StartUpError. */
export async function openForServing(config: Config, options: StartUpOptions): Promise<OpenedDatabase> {
  if (!config.databaseUrl) return openEmbeddedForServing(config, options.heldLock);
  return openServerPatiently(config, config.databaseUrl, options);
}

async function openEmbeddedForServing(config: Config, heldLock?: () => void): Promise<OpenedDatabase> {
  const opened = await openDatabase(config, 'calls', { heldLock }).catch((error: Error) => {
    throw new StartUpError(`Cannot open the database: ${error.message}`);
  });
  try {
    await migrate(opened.database);
    return opened;
  } catch (error) {
    await opened.close();
    if (error instanceof MigrationError) throw new StartUpError(`Start-up stopped: ${error.message}`);
    throw error;
  }
}

async function openServerPatiently(
  config: Config,
  url: string,
  { log, now = Date.now, random = Math.random }: StartUpOptions,
): Promise<OpenedDatabase> {
  const where = serverAddress(url);
  const waitMs = config.databaseWaitSeconds * 1000;
  const deadline = waitMs > 0 ? now() + waitMs : Number.POSITIVE_INFINITY;
  const bound = waitMs > 0 ? `DATABASE_WAIT_SECONDS=${config.databaseWaitSeconds}` : 'no deadline';
  const within = `${config.databaseWaitSeconds} s (DATABASE_WAIT_SECONDS)`;
  log.say(`Opening the PostgreSQL database at ${where}…`);
  for (let attempt = 1; ; attempt++) {
    let step = `connecting to ${where}`;
    let opened: OpenedDatabase | undefined;
    try {
      opened = await openDatabase(config, 'calls', { firstConnectMs: PATIENT_CONNECT_TIMEOUT_MS });
      step = 'migrating';
      const lockWaitMs = Math.max(0, Math.min(MIGRATION_LOCK_WAIT_MS, deadline - now()));
      const { applied, servingLogin } = await prepareForServing(opened.database, {
        lockWaitMs,
        onWaiting: () =>
          log.say(
            `Waiting for another instance's migration lock on ${where} (it is migrating this database; up to ${seconds(lockWaitMs)})…`,
          ),
      });
      const migrated = servingLogin
        ? `every migration applied, signed in as "${servingLogin}", a login of the server's own (migrations are the owner's)`
        : applied.length === 0
          ? 'every migration was already applied'
          : `${applied.length} migration${applied.length === 1 ? '' : 's'} applied, up to ${applied.at(-1)}`;
      log.say(`Database open at ${where}, attempt ${attempt}: ${migrated}.`);
      return opened;
    } catch (error) {
      await closeWithin(opened);
      const failed = `${step} failed: ${describeFailure(error)}`;
      if (!mayMend(error)) throw new StartUpError(`Start-up stopped: ${failed}. Waiting will not mend this.`);
      const delay = retryDelay(attempt, random);
      if (now() + delay > deadline)
        throw new StartUpError(
          `Start-up stopped: the database was not ready within ${within}; attempt ${attempt}: ${failed}.`,
        );
      log.warn(
        `Database not ready (attempt ${attempt}, ${bound}): ${failed}; trying again in ${seconds(delay)}.`,
      );
      await sleep(delay);
    }
  }
}

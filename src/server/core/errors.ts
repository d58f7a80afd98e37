import { type ErrorCode, errorStatus } from '../../contract/envelope';
import type { MessageKey } from './messages';

/** A refusal the client caused or may see: it becomes the envelope with its code, status and message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.status = errorStatus[code];
  }
}

// SQLSTATE classes and node error codes that mean "the database is not reachable right now".
const unavailableSqlStates = /^(08|53|57P0[1-3]|55P03|57014)/;
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/** The error and the errors it wraps (the ORM wraps driver errors in its own), outermost first. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = current.cause as typeof current;
  }
}

const POLICY_REFUSED_ROW = /row-level security policy/;

/**
 * The SQLSTATE of a database error, also when the ORM wrapped it. A row the university policies refuse
 * (migration 0025) names a row of another university or none at all: to the caller both are a foreign key
 * to nothing, and must read the same, so that a refusal never tells another university's row exists.
 */
export function sqlState(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    if (typeof cause.code !== 'string' || !/^[0-9A-Z]{5}$/.test(cause.code)) continue;
    if (cause.code === '42501' && POLICY_REFUSED_ROW.test(String(cause.message))) return '23503';
    return cause.code;
  }
  return undefined;
}

// pg's own failures of the link: a lost connection, no connection within its timeout, a query that got no
// answer within its timeout (decision 0028), a client dropped because its link broke.
const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Client was closed and is not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (unavailableNodeCodes.has(code) || unavailableSqlStates.test(code)) return true;
    if (typeof cause.message === 'string' && lostConnection.test(cause.message)) return true;
  }
  return false;
}

/**
 * PostgreSQL's refusal of a university's write to the national classifiers while the installation holds
 * several universities (migration 0029, decision 0072): this application's own SQLSTATE.
 */
export const isKeptByMinistry = (error: unknown) => sqlState(error) === 'AKM01';

/** A university past the last one whose ids can be kept apart from the others' (migration 0030, decision 0074). */
export const isPastUniversityIds = (error: unknown) => sqlState(error) === 'AKM02';

/** SQLSTATE class 22: a value the database cannot take (too long, out of range, bad encoding). */
export const isDataException = (error: unknown) => /^22/.test(sqlState(error) ?? '');

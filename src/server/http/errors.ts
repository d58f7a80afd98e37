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
const unavailableSqlStates = /^(08|53|57P0[1-3])/;
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth++
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (unavailableNodeCodes.has(code) || unavailableSqlStates.test(code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/** SQLSTATE class 22: a value the database cannot take (too long, out of range, bad encoding). */
export const isDataException = (error: unknown) =>
  /^22/.test(String((error as { code?: unknown })?.code ?? ''));

import type { login, SessionUser } from '../../contract/auth';
import type { CallBody } from '../../contract/call';
import type { Answer, Endpoint } from './transport';

/*
 * auth/check and auth/login, the calls of the sign-in page, with their answers checked by hand: the
 * sign-in page loads without Zod and the contract's schemas (docs/decisions/0008-sign-in-page-weight.md).
 * The checks are those of contract/auth.ts; sign-in.test.ts holds the two together.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * sessionUserSchema: the four fields (others dropped), idAvnUser an integer, and mustChangePassword kept
 * when it is there (a boolean).
 */
export function readSessionUser(value: unknown): SessionUser | undefined {
  if (!isObject(value)) return undefined;
  const { idAvnUser, login, name, surname, mustChangePassword } = value;
  if (typeof idAvnUser !== 'number' || !Number.isSafeInteger(idAvnUser)) return undefined;
  if (typeof login !== 'string' || typeof name !== 'string' || typeof surname !== 'string') return undefined;
  if (mustChangePassword === undefined) return { idAvnUser, login, name, surname };
  if (typeof mustChangePassword !== 'boolean') return undefined;
  return { idAvnUser, login, name, surname, mustChangePassword };
}

/** envelopeSchema(sessionUserSchema): data a session user or null, error and message a string or null. */
export function readSessionEnvelope(json: unknown): Answer<SessionUser | null> | undefined {
  if (!isObject(json) || !isStringOrNull(json.error) || !isStringOrNull(json.message)) return undefined;
  const data = json.data === null ? null : readSessionUser(json.data);
  return data === undefined ? undefined : { data, error: json.error, message: json.message };
}

const sessionCall = (path: string): Endpoint<SessionUser> => ({
  method: 'POST',
  path,
  requiresSession: false,
  readEnvelope: readSessionEnvelope,
  readData: (data) => data ?? undefined,
});

/** contract/auth.ts `check`: the session of this cookie, or 401. */
export const checkEndpoint = sessionCall('auth/check');

/** contract/auth.ts `login`: signs in and sets the session cookie. */
export const loginEndpoint = sessionCall('auth/login');

/** auth/login's payload, typed by the contract. */
export type LoginBody = CallBody<typeof login>;

import { type Role, roles } from '../../contract/access';
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

// contract/access.ts holds no Zod: its list of roles is the one the schema uses.
const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (roles as readonly string[]).includes(value);

const isSafeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * sessionUserSchema: the seven fields (others dropped), idAvnUser an integer, role one of the roles,
 * facultyIds an array of integers, and mustChangePassword kept when it is there (a boolean).
 */
export function readSessionUser(value: unknown): SessionUser | undefined {
  if (!isObject(value)) return undefined;
  const { idAvnUser, login, name, surname, mustChangePassword, role, allFaculties, facultyIds } = value;
  if (!isSafeInteger(idAvnUser)) return undefined;
  if (typeof login !== 'string' || typeof name !== 'string' || typeof surname !== 'string') return undefined;
  if (!isRole(role) || typeof allFaculties !== 'boolean') return undefined;
  if (!Array.isArray(facultyIds) || !facultyIds.every(isSafeInteger)) return undefined;
  const user: SessionUser = {
    idAvnUser,
    login,
    name,
    surname,
    role,
    allFaculties,
    facultyIds: [...facultyIds],
  };
  if (mustChangePassword === undefined) return user;
  if (typeof mustChangePassword !== 'boolean') return undefined;
  return { ...user, mustChangePassword };
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

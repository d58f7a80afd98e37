import type { SmsRow } from '../../../contract/envelope';
import type { Answer, Endpoint } from '../../api/transport';

/*
 * The calls of the change-password screen, checked by hand like the sign-in page's (api/sign-in.ts): the
 * screen shows before the signed-in app, so it loads without Zod and the contract's schemas.
 * calls.test.ts holds these checks to contract/auth.ts.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** smsRowSchema: { sms } an integer, other fields dropped. */
const readSmsRow = (value: unknown): SmsRow | undefined =>
  isObject(value) && typeof value.sms === 'number' && Number.isSafeInteger(value.sms)
    ? { sms: value.sms }
    : undefined;

/** envelopeSchema(z.array(smsRowSchema)): data a list of sms rows or null. */
export function readSmsEnvelope(json: unknown): Answer<SmsRow[] | null> | undefined {
  if (!isObject(json) || !isStringOrNull(json.error) || !isStringOrNull(json.message)) return undefined;
  if (json.data === null) return { data: null, error: json.error, message: json.message };
  if (!Array.isArray(json.data)) return undefined;
  const rows = json.data.map(readSmsRow);
  if (rows.some((row) => row === undefined)) return undefined;
  return { data: rows as SmsRow[], error: json.error, message: json.message };
}

/** envelopeSchema(z.null()): data null. */
export function readNullEnvelope(json: unknown): Answer<null> | undefined {
  if (!isObject(json) || !isStringOrNull(json.error) || !isStringOrNull(json.message)) return undefined;
  return json.data === null ? { data: null, error: json.error, message: json.message } : undefined;
}

/** contract/auth.ts `changePassword`. */
export const changePasswordEndpoint: Endpoint<SmsRow[]> = {
  method: 'POST',
  path: 'auth/change-password',
  requiresSession: true,
  readEnvelope: readSmsEnvelope,
  readData: (data) => data ?? undefined,
};

/** contract/auth.ts `logout`. */
export const logoutEndpoint: Endpoint<null> = {
  method: 'GET',
  path: 'auth/logout',
  requiresSession: true,
  readEnvelope: readNullEnvelope,
  readData: (data) => data,
};

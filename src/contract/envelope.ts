import { z } from 'zod';

/** Machine codes of a failed call (DESIGN "The API contract"), each with its one HTTP status. */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  // The session was ended by "sign out on all devices" from another device: said instead of "expired".
  SIGNED_OUT: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // A known address called with a method it does not take (its `Allow` header names those it does).
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  LICENCE: 403,
  // No university is set up yet: every licensed call says setup comes first (decision 0060).
  SETUP: 403,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/**
 * Every call answers this shape: data on success, error + message on failure, with the request's id
 * (the key to its lines in the server's log); a payload that breaks the contract also names the refused
 * field's path (`field`), for the form to show the message under it (decision 0036).
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data: data.nullable(),
    error: z.string().nullable(),
    message: z.string().nullable(),
    requestId: z.string().optional(),
    field: z.string().optional(),
  });

/** What each refusal status means, as the published contract (OpenAPI) says it. */
export const refusalMeanings: Record<number, string> = {
  400: 'The payload breaks the contract (`field` names the refused field) or a rule of the call',
  401: 'No session, an ended one, or wrong credentials',
  403: "Not allowed: the user's role or faculty scope, the licence, the university's setup to be done first, a password to change first, another site",
  404: 'The record the call names is gone',
  405: 'The address does not take this method; the `Allow` header names those it takes',
  409: 'The record changed since it was read, or the change would break a rule of the present state',
  429: 'Too many failed attempts: try again after the window the message names',
  500: 'An unexpected error (the request id finds its log lines)',
  503: 'The database is unavailable, or the server is busy: try again',
};

const refusalSchemas = new Map<number, z.ZodType>();

/**
 * A refusal's envelope as the server sends it (server/http/envelope.ts sendError): the codes of its
 * status, the message in the request's language, the request id, and on a 400 the refused field's path.
 * One schema per status, registered by name so that the published contract references it.
 */
export function refusalSchema(status: number): z.ZodType {
  const known = refusalSchemas.get(status);
  if (known) return known;
  const codes = errorCodes.filter((code) => errorStatus[code] === status);
  if (codes.length === 0) throw new Error(`no error code answers ${status}`);
  const schema = z
    .object({
      data: z.null(),
      error: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      requestId: z.string(),
      ...(status === 400 ? { field: z.string().optional() } : {}),
    })
    .meta({ id: `Refusal${status}`, description: refusalMeanings[status] ?? codes.join(', ') });
  refusalSchemas.set(status, schema);
  return schema;
}

/** First row of every write answer: the result code of SPEC §8. */
export const smsRowSchema = z.object({ sms: z.number().int() });
export type SmsRow = z.infer<typeof smsRowSchema>;

import { z } from 'zod';

/** Machine codes of a failed call (DESIGN "The API contract"), each with its one HTTP status. */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  // The session was ended by "sign out on all devices" from another device: said instead of "expired".
  SIGNED_OUT: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LICENCE: 403,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/**
 * Every call answers this shape: data on success, error + message on failure, with the request's id
 * (the key to its lines in the server's log); a payload that breaks the contract also names the refused
 * field's path (`field`), for the form to show the message under it (issue 26).
 */
export type Envelope<T> =
  | { data: T; error: null; message: string | null }
  | { data: null; error: ErrorCode | string; message: string; requestId?: string; field?: string };

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data: data.nullable(),
    error: z.string().nullable(),
    message: z.string().nullable(),
    requestId: z.string().optional(),
    field: z.string().optional(),
  });

/** First row of every write answer: the result code of SPEC §8. */
export const smsRowSchema = z.object({ sms: z.number().int() });
export type SmsRow = z.infer<typeof smsRowSchema>;

import { z } from 'zod';
import { defineCall } from './call';

// The software licence (SPEC §4 "Licence check", §7 "Licence", §8 licence messages; decision
// 0023). The server judges the licence and refuses the data calls without a valid one (403 LICENCE); these
// two calls tell the web app what it found, so that it shows the §8 message and signs out after 3 s.

/**
 * What the installed licence says today: `valid`; `expiringSoon` from its notice date (allowed, with a
 * warning); `expired` after its last day; `violated` when it is not this issuer's or names no
 * organisation of the database; `absent` without one (or before its first day).
 */
export const licenceVerdicts = ['valid', 'expiringSoon', 'expired', 'violated', 'absent'] as const;
export type LicenceVerdict = (typeof licenceVerdicts)[number];

/** The verdicts under which the data calls answer 403 LICENCE and the web app signs out (SPEC §4). */
export const refusedVerdicts: readonly LicenceVerdict[] = ['violated', 'expired', 'absent'];

// The web app signs out LICENCE_LOGOUT_DELAY_MS (limits.ts, SPEC §9) after showing a refusing verdict.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The verdict as both calls answer it. */
const verdictFields = {
  verdict: z.enum(licenceVerdicts),
  /** The §8 sentence in the request's language; null when the licence is valid. */
  message: z.string().nullable(),
  /** The licence's last day (included), when its signature holds. */
  validUntil: day.nullable(),
  /** From this day on it is "expiring soon", when its signature holds. */
  noticeFrom: day.nullable(),
};

const licenceSessionSchema = z.object({
  /** The installed licence text; an empty list when none is installed. */
  session: z.array(z.object({ licence: z.string() })).max(1),
  /** The organisation rows a licence may name: a university's full name (v2) and code (id_field). */
  organisations: z.array(z.object({ v2: z.string(), id_field: z.string() })),
  ...verdictFields,
});

const licenceDaySchema = z.object({
  /** The day the verdict is judged on (yyyy-mm-dd): the time service's, else the server's clock. */
  today: day,
  ...verdictFields,
});

export const getTSessionWeb = defineCall({
  method: 'POST',
  path: 'license/getTSessionWeb',
  body: undefined,
  data: licenceSessionSchema,
  requiresSession: true,
  access: 'read',
  summary:
    'The installed licence (session rows with its text), the organisation rows it is checked against ' +
    '(v2, id_field), and its verdict with the message of SPEC §8 in the request language',
});

export const getTSessionWebd = defineCall({
  method: 'POST',
  path: 'license/getTSessionWebd',
  body: undefined,
  data: licenceDaySchema,
  requiresSession: true,
  access: 'read',
  summary:
    "The licence's verdict on today's day as the time service gives it (the server's clock when there " +
    'is none or it does not answer), with the message of SPEC §8 in the request language',
});

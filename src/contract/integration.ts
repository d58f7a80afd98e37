import { z } from 'zod';
import { defineCall, writeCall } from './call';
import { id, required, rowVersion } from './fields';

// The integration API's machine clients (decision 0075): an administrator registers another system of the
// university with the scopes it may use and the faculties it may see; it gets OAuth2 client credentials, the
// secret shown once. The screen's calls live under /api/v1/integrations/ like every screen's; the machine's
// own calls under /api/integration/v1/ (server/integration/api.ts).

/** What a client may be given: reading the structure, plans and headcounts, the commission; writing headcounts. */
export const integrationScopes = [
  'structure:read',
  'plans:read',
  'commission:read',
  'headcounts:write',
] as const;
export type IntegrationScope = (typeof integrationScopes)[number];

/** Each scope's key among the screens' texts (a colon would split an i18next key). */
export const scopeTextKeys = {
  'structure:read': 'structureRead',
  'plans:read': 'plansRead',
  'commission:read': 'commissionRead',
  'headcounts:write': 'headcountsWrite',
} as const satisfies Record<IntegrationScope, string>;

const INTEGRATION_CLIENT_NAME_MAX_LENGTH = 100;
/** A bearer token lives this long (OneRoster asks for short-lived tokens); the client asks again after. */
export const INTEGRATION_TOKEN_SECONDS = 900;
/** At most this many faculties in one client's scope. */
const FACULTY_SCOPE_MAX = 200;

const clientRow = z.object({
  idClient: z.number().int(),
  name: z.string(),
  /** OAuth2's client_id: public, shown whenever the list is. */
  clientId: z.string(),
  scopes: z.array(z.enum(integrationScopes)),
  allFaculties: z.boolean(),
  facultyIds: z.array(z.number().int()),
  /** ISO times: made, last given a token (null: never), revoked (null: in use). */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  rowVersion: z.number().int(),
});

export const listIntegrationClients = defineCall({
  method: 'GET',
  path: 'integrations/clients',
  body: undefined,
  data: z.array(clientRow),
  requiresSession: true,
  access: 'administrator',
  summary:
    "The university's integration clients, with their scopes, faculties, last use and state (administrators)",
});

const newClient = z.object({
  name: required(INTEGRATION_CLIENT_NAME_MAX_LENGTH),
  scopes: z.array(z.enum(integrationScopes)).min(1).max(integrationScopes.length),
  allFaculties: z.boolean().default(true),
  facultyIds: z.array(id()).max(FACULTY_SCOPE_MAX).default([]),
});
export type NewIntegrationClient = z.output<typeof newClient>;

export const createIntegrationClient = defineCall({
  method: 'POST',
  path: 'integrations/create',
  body: newClient,
  data: z.object({
    idClient: z.number().int(),
    clientId: z.string(),
    /** Shown this once: only its digest is kept. */
    clientSecret: z.string(),
  }),
  requiresSession: true,
  access: 'administrator',
  writes: true,
  summary:
    'Register an integration client: its credentials, the secret shown this once; 400 naming a name taken ' +
    'or a faculty not of the university',
});

export const revokeIntegrationClient = writeCall(
  'integrations/revoke',
  'administrator',
  z.object({ idClient: id(), rowVersion: rowVersion() }),
  'Revoke an integration client: its tokens stop at their next call; sms 2, 409 when stale',
);

/** The most calls of a client its record shows: the newest. */
export const INTEGRATION_CALLS_SHOWN = 200;

const callRow = z.object({
  /** From the university's own range (decision 0074): beyond 2^31, within 2^53. */
  idCall: z.number().int(),
  /** ISO time of the call. */
  calledAt: z.string(),
  method: z.string(),
  /** The path without the query. */
  path: z.string(),
  status: z.number().int(),
  /** X-Road's headers naming the consumer and the message, when the call came through Tunduk. */
  xroadClient: z.string().nullable(),
  xroadId: z.string().nullable(),
});
export type IntegrationCallRow = z.infer<typeof callRow>;

export const listIntegrationCalls = defineCall({
  method: 'POST',
  path: 'integrations/calls',
  body: z.object({ idClient: id() }),
  data: z.array(callRow),
  requiresSession: true,
  access: 'administrator',
  summary: `A client's last ${INTEGRATION_CALLS_SHOWN} calls, newest first: time, method, path, status, X-Road ids (administrators)`,
});

// ---- The integration API's own calls ({prefix}/integration/v1/) --------------------------------------

const PAGE_DEFAULT = 100;
const PAGE_MAX = 1000;
/** PostgreSQL's largest integer: every id a cursor names fits it. */
const CURSOR_MAX = 2_147_483_647;

/**
 * A moment PostgreSQL reads as sent: no year 0000, an offset within ±15:59 (refused here, naming the
 * field, rather than by the database).
 */
const readableMoment = (moment: string) => {
  const offset = /[+-](\d\d):\d\d$/.exec(moment);
  return !moment.startsWith('0000') && (offset === null || Number(offset[1]) <= 15);
};

/** A page of a resource: how many, after which cursor, changed since when. */
export const integrationPageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  /** The `next` of the previous page, as it was answered: an id, within PostgreSQL's integer (else the SQL fails). */
  cursor: z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/)
    .refine((cursor) => Number(cursor) <= CURSOR_MAX, 'The cursor is not one this API answered')
    .optional(),
  /** Only records changed at this moment or after (ISO 8601 with its offset). */
  updatedSince: z.iso
    .datetime({ offset: true })
    .refine(readableMoment, 'Not a moment of the calendar (a year 0000, an offset past ±15:59)')
    .optional(),
});
export type IntegrationPageQuery = z.output<typeof integrationPageQuery>;

/**
 * A group's headcounts as a client writes them (`PUT headcounts/{id}`, headcounts:write, decision 0080):
 * counts of students, whole and not negative; their upper bound is the screen's save's (planned-students.ts).
 * The version it was read at travels as `If-Match`, not in the body.
 */
export const integrationHeadcountWrite = z.strictObject({
  budget: z.number().int().nonnegative(),
  contract: z.number().int().nonnegative(),
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IntegrationScope } from '../../contract/integration';
import { inUniversity } from '../db/university-scope';
import type { Services } from '../services';
import { bearerToken, type IntegrationClient, IntegrationTokens } from './bearer';
import { answerProblem, Problem } from './problems';
import { facultyPage, type PageQuery } from './resource-queries';
import { tokenEndpoint } from './token';

// The integration API (decision 0075) under {prefix}/integration/v1: the token endpoint, and the resources a
// client's bearer token reads within its university and faculties, with stable English field names, names
// in the three languages, paged by an opaque cursor and filtered by updatedSince. Refusals are problem
// details (problems.ts); the OAuth2 endpoint's are RFC 6749's.

/** A form posted to the token endpoint is a few fields. */
const FORM_LIMIT_BYTES = 4096;
const PAGE_DEFAULT = 100;
const PAGE_MAX = 1000;

const pageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  /** The `next` of the previous page, as it was answered. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .optional(),
  updatedSince: z.iso.datetime({ offset: true }).optional(),
});

const names = (ru: string, kg: string, en: string) => ({ ru, kg, en });

/** The client of the call's bearer token, if it holds the scope; else the refusal RFC 6750 asks for. */
async function clientOf(request: FastifyRequest, tokens: IntegrationTokens, scope: IntegrationScope) {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined)
    throw new Problem(401, 'Unauthorized', 'A bearer token from the token endpoint is required');
  const client = await tokens.find(token);
  if (!client)
    throw new Problem(401, 'Unauthorized', 'The token is unknown, expired or revoked', 'invalid_token');
  if (!client.scopes.includes(scope))
    throw new Problem(403, 'Forbidden', `The token lacks the scope ${scope}`, 'insufficient_scope', scope);
  return client;
}

const queryOf = (client: IntegrationClient, query: z.output<typeof pageQuery>): PageQuery => ({
  after: query.cursor === undefined ? 0 : Number(query.cursor),
  limit: query.limit,
  updatedSince: query.updatedSince,
  facultyIds: client.allFaculties ? undefined : client.facultyIds,
});

/** A page and the cursor of the next, from rows read one past the page. */
function paged<Row extends { id: number }, Item>(rows: Row[], limit: number, item: (row: Row) => Item) {
  const page = rows.slice(0, limit);
  return { data: page.map(item), next: rows.length > limit ? String(page.at(-1)?.id) : null };
}

export async function integrationApi(api: FastifyInstance, { database }: Services) {
  const tokens = new IntegrationTokens(database);
  api.setErrorHandler(answerProblem);
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Published in the integration API's own document, not the screens' (which every call there shares).
  api.post('/token', { bodyLimit: FORM_LIMIT_BYTES, schema: { hide: true } }, tokenEndpoint(database));

  api.get('/faculties', { schema: { hide: true, querystring: pageQuery } }, async (request) => {
    const client = await clientOf(request, tokens, 'structure:read');
    const query = queryOf(client, request.query as z.output<typeof pageQuery>);
    const rows = await inUniversity(client.universityId, () => facultyPage(database, query));
    return paged(rows, query.limit, (row) => ({
      id: row.id,
      shortName: names(row.shortNameRu, row.shortNameKg, row.shortNameEn),
      name: names(row.nameRu, row.nameKg, row.nameEn),
      dean: row.dean,
      updatedAt: row.updatedAt,
    }));
  });
}

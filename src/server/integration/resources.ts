import type { IntegrationPageQuery, IntegrationScope } from '../../contract/integration';
import { Problem } from '../core/problem';
import type { Database } from '../db/connection';
import { inUniversity } from '../db/university-scope';
import { bearerToken, type IntegrationClient, type IntegrationTokens } from './bearer';
import { facultyPage, type PageQuery } from './resource-queries';

// The integration API's resources (decision 0075): what a client's bearer token may read, within its
// university (row-level security, as for its staff) and its faculties, in one JSON shape: stable English
// field names, names in the three languages, `updatedAt`; paged by an opaque cursor.

/** The client of a request's bearer token, if it holds the scope; else the refusal RFC 6750 asks for. */
export async function clientOf(
  tokens: IntegrationTokens,
  authorization: string | undefined,
  scope: IntegrationScope,
): Promise<IntegrationClient> {
  const token = bearerToken(authorization);
  if (token === undefined)
    throw new Problem(401, 'Unauthorized', 'A bearer token from the token endpoint is required');
  const client = await tokens.find(token);
  if (!client)
    throw new Problem(401, 'Unauthorized', 'The token is unknown, expired or revoked', 'invalid_token');
  if (!client.scopes.includes(scope))
    throw new Problem(403, 'Forbidden', `The token lacks the scope ${scope}`, 'insufficient_scope', scope);
  return client;
}

const pageOf = (client: IntegrationClient, query: IntegrationPageQuery): PageQuery => ({
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

const names = (ru: string, kg: string, en: string) => ({ ru, kg, en });

/** GET faculties: the client's faculties. */
export async function faculties(database: Database, client: IntegrationClient, query: IntegrationPageQuery) {
  const page = pageOf(client, query);
  const rows = await inUniversity(client.universityId, () => facultyPage(database, page));
  return paged(rows, page.limit, (row) => ({
    id: row.id,
    shortName: names(row.shortNameRu, row.shortNameKg, row.shortNameEn),
    name: names(row.nameRu, row.nameKg, row.nameEn),
    dean: row.dean,
    updatedAt: row.updatedAt,
  }));
}

import type { IntegrationScope } from '../../contract/integration';
import { Problem } from '../core/problem';
import { bearerToken, type IntegrationClient } from './bearer';
import { commissionMembers } from './resources/commission';
import type { PagedRead } from './resources/page';
import { headcounts, plans } from './resources/plans';
import { buildings, classrooms, offices } from './resources/premises';
import { groups, specialities } from './resources/specialities';
import {
  academicYears,
  departments,
  directions,
  faculties,
  halfYears,
  university,
} from './resources/structure';

// The integration API's resources (decision 0075): what a client's bearer token may read, within its
// university (row-level security, as for its staff) and its faculties, in one JSON shape: stable English
// field names, names in the three languages, `updatedAt`; paged by an opaque cursor.

/**
 * The client a request's bearer token named (found once, as the call was counted), if it holds the scope;
 * else the refusal RFC 6750 asks for.
 */
export function clientOf(
  client: IntegrationClient | undefined,
  authorization: string | undefined,
  scope: IntegrationScope,
): IntegrationClient {
  if (bearerToken(authorization) === undefined)
    throw new Problem(401, 'Unauthorized', 'A bearer token from the token endpoint is required');
  if (!client)
    throw new Problem(401, 'Unauthorized', 'The token is unknown, expired or revoked', 'invalid_token');
  if (!client.scopes.includes(scope))
    throw new Problem(403, 'Forbidden', `The token lacks the scope ${scope}`, 'insufficient_scope', scope);
  return client;
}

/** The university: one object, no pages. */
export const universityResource = { path: 'university', scope: 'structure:read', read: university } as const;

/** The paged resources, by path, with the scope each needs (docs/integration.md lists them). */
export const pagedResources: ReadonlyArray<{ path: string; scope: IntegrationScope; read: PagedRead }> = [
  { path: 'faculties', scope: 'structure:read', read: faculties },
  { path: 'departments', scope: 'structure:read', read: departments },
  { path: 'directions', scope: 'structure:read', read: directions },
  { path: 'specialities', scope: 'structure:read', read: specialities },
  { path: 'academic-years', scope: 'structure:read', read: academicYears },
  { path: 'half-years', scope: 'structure:read', read: halfYears },
  { path: 'groups', scope: 'structure:read', read: groups },
  { path: 'buildings', scope: 'structure:read', read: buildings },
  { path: 'offices', scope: 'structure:read', read: offices },
  { path: 'classrooms', scope: 'structure:read', read: classrooms },
  { path: 'plans', scope: 'plans:read', read: plans },
  { path: 'headcounts', scope: 'plans:read', read: headcounts },
  { path: 'commission-members', scope: 'commission:read', read: commissionMembers },
];

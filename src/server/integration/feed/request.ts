import type { z } from 'zod';
import { integrationScopes } from '../../../contract/integration';
import type { changeFeedQuery } from '../../../contract/integration-resources';
import type { Database } from '../../db/connection';
import type { IntegrationClient } from '../bearer';
import { clientOf } from '../resources';
import { changes } from './changes';
import { decodeVersion } from './version';

// GET {prefix}/integration/v1/changes (decision 0077; routes.ts registers it): the change feed, for a client
// of any read scope; each entry is shown only to a client of its kind's scope.

export type ChangeFeedQuery = z.output<typeof changeFeedQuery>;

/** The page a client asks for, or its refusal (a problem). */
export function readChanges(
  database: Database,
  found: IntegrationClient | undefined,
  authorization: string | undefined,
  query: ChangeFeedQuery,
) {
  // Any read scope admits the call; the entries are filtered by scope.
  const scope =
    integrationScopes.find((held) => held.endsWith(':read') && found?.scopes.includes(held)) ??
    'structure:read';
  const client = clientOf(found, authorization, scope);
  return changes(database, client, decodeVersion(query.after), query.limit);
}

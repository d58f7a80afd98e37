import { type IntegrationPageQuery, integrationScopes } from '../../contract/integration';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import type { IntegrationClient } from './bearer';
import { tablesFor } from './feed/kinds';

// The resources' pages as answered, kept in memory until a committed change to a table they read (the
// coherent cache of the screens' lists, decision 0009): a consumer that polls its pages, or several
// consumers reading the same, cost one read a change, not one a call. A page is kept as its JSON text, per
// university, faculty scope and query; a change of one university's rows forgets that university's pages.

/**
 * Every table a resource reads, as the change feed maps them (feed/kinds.ts: each table's own records and
 * those drawn from it), the history aside: its entries come with a change.
 */
export const RESOURCE_TABLES = tablesFor(integrationScopes);

/** At most this many pages are kept, none larger than PAGE_KEPT_MAX_LENGTH: 64 MB at the very most. */
const PAGES_KEPT = 256;
const PAGE_KEPT_MAX_LENGTH = 256 * 1024;

/** A page's JSON text from the cache, or read and kept. */
export function resourcePageCache(database: Database) {
  const pages = new CoherentCache<string, string>(database.changes, RESOURCE_TABLES, PAGES_KEPT, (key) =>
    Number(key.split(':', 1)[0]),
  );
  return (
    path: string,
    client: IntegrationClient,
    query: IntegrationPageQuery,
    read: () => Promise<unknown>,
  ): Promise<string | undefined> => {
    const faculties = client.allFaculties ? '*' : [...client.facultyIds].sort((a, b) => a - b).join(',');
    const key = [
      client.universityId,
      path,
      faculties,
      query.cursor ?? '',
      query.limit,
      query.updatedSince ?? '',
    ].join(':');
    return pages.get(key, async () => {
      const text = JSON.stringify(await read());
      return { value: text, freshForMs: text.length <= PAGE_KEPT_MAX_LENGTH ? Number.POSITIVE_INFINITY : 0 };
    });
  };
}

import type { IntegrationPageQuery } from '../../../contract/integration';
import type { Database } from '../../db/connection';
import { inUniversity } from '../../db/university-scope';
import type { IntegrationClient } from '../bearer';
import type { PageQuery } from '../resource-queries/page';

// What every resource's mapping shares: the page a query asks for, read in the client's university (row-level
// security, as for its staff), and answered as `{ data, next }` with names as `{ ru, kg, en }`.

/** A paged resource: what a route answers for a client's query. */
export type PagedRead = (
  database: Database,
  client: IntegrationClient,
  query: IntegrationPageQuery,
  /** Only these records, in one page (the change feed's). */
  ids?: readonly number[],
) => Promise<{ data: unknown[]; next: string | null }>;

const pageOf = (
  client: IntegrationClient,
  query: IntegrationPageQuery,
  ids?: readonly number[],
): PageQuery => ({
  after: query.cursor === undefined ? -1 : Number(query.cursor),
  limit: ids === undefined ? query.limit : ids.length,
  ids,
  updatedSince: query.updatedSince,
  facultyIds: client.allFaculties ? undefined : client.facultyIds,
});

/** A resource read from rows one past the page: its page and the cursor of the next (the last id). */
export const pagedResource =
  <Row extends { id: number }, Item>(
    page: (database: Database, query: PageQuery) => Promise<Row[]>,
    item: (row: Row) => Item,
  ): PagedRead =>
  async (database, client, query, ids) => {
    const asked = pageOf(client, query, ids);
    const rows = await inUniversity(client.universityId, () => page(database, asked));
    const shown = rows.slice(0, asked.limit);
    return { data: shown.map(item), next: rows.length > asked.limit ? String(shown.at(-1)?.id) : null };
  };

type Named<P extends string, Value> = Record<`${P}Ru` | `${P}Kg` | `${P}En`, Value>;

/** The three languages' names of columns `<prefix>Ru`, `<prefix>Kg`, `<prefix>En`. */
export const names = <P extends string>(row: Named<P, string>, prefix: P) => ({
  ru: row[`${prefix}Ru`],
  kg: row[`${prefix}Kg`],
  en: row[`${prefix}En`],
});

/** Names of a record the row may lack (a left join): null without it. */
export const namesOrNull = <P extends string>(row: Named<P, string | null>, prefix: P) => {
  const [ru, kg, en] = [row[`${prefix}Ru`], row[`${prefix}Kg`], row[`${prefix}En`]];
  return ru === null || kg === null || en === null ? null : { ru, kg, en };
};

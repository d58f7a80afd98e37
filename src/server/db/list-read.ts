import type { Database } from './connection';

/**
 * A read-mostly list (directions, departments …): its SQL, and the tables whose changes make it stale.
 * Its answers are cached until one of those tables changes (decision 0009); `params` (a call's payload,
 * e.g. a faculty id) make one answer each.
 */
export interface ListRead<Params = undefined, Row = unknown> {
  name: string;
  tables: readonly string[];
  load(database: Database, params: Params): Promise<Row[]>;
}

/** Every list defined so far: the proofs check that each of its tables announces its changes. */
export const listReads: ListRead<never>[] = [];

export function defineListRead<Params = undefined, Row = unknown>(
  read: ListRead<Params, Row>,
): ListRead<Params, Row> {
  listReads.push(read as ListRead<never>);
  return read;
}

import type { z } from 'zod';
import type { CallDefinition } from '../../contract/call';
import type { Database } from './connection';
import { type RowOf, rows, type Shape, type SQL } from './sql';

/** What a call answers, as its rows leave the server: the input of the contract's `data` schema. */
export type AnswerOf<C extends CallDefinition> = z.input<C['data']>;

/**
 * A read-mostly list (directions, departments …): its SQL, and the tables whose changes make it stale.
 * Its answers are cached until one of those tables changes (decision 0009); `params` (a call's payload,
 * e.g. a faculty id) make one answer each. `Data` is the answer of the call it is declared for.
 */
export interface ListRead<Params = undefined, Data = unknown> {
  /** The path of the call it is declared for: what a failing proof names it by. */
  name: string;
  tables: readonly string[];
  load(database: Database, params: Params): Promise<Data>;
}

/** Every list defined so far: the proofs check that each of its tables announces its changes. */
export const listReads: ListRead<never>[] = [];

/**
 * A list read answering `call`: its load must return the call's answer as the contract declares it, so a
 * query's rows are typed from the contract, not by a type of their own (decision 0039). The SQL's aliases
 * are checked against the same schema when the list is cached (http/list-answers.ts).
 */
export function defineListRead<C extends CallDefinition, Params = undefined>(
  call: C,
  declared: Omit<ListRead<Params, AnswerOf<C>>, 'name'>,
): ListRead<Params, AnswerOf<C>> {
  const read = { name: call.path, ...declared };
  listReads.push(read as ListRead<never>);
  return read;
}

/**
 * The load of a list that is one statement (most lists): its rows, of `shape`, are the answer. Typed at
 * the list's declaration, so the shape is still checked against the call's answer there.
 */
export const selectRows =
  <S extends Shape, Params = undefined>(shape: S, statement: (params: Params) => SQL) =>
  (database: Database, params: Params): Promise<RowOf<S>[]> =>
    rows(database, shape, statement(params));

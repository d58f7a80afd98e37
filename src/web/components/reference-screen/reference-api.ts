import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallBody, CallData, CallDefinition } from '../../../contract/call';
import type { SmsRow } from '../../../contract/envelope';
import { NEW_ID } from '../../../contract/limits';
import { type BodyArgs, callApi, SCREEN_HANDLES_FAILURES } from '../../api/client';
import { read } from '../../api/queries';
import { useWrite } from '../../api/write';
import type { ReferenceMutations, SaveRequest } from './mutations';

/** A list call without a body; its rows of the given type. */
export type ListCall<Row = unknown> = CallDefinition<undefined, z.ZodArray<z.ZodType<Row>>>;
export type RowOf<L> = CallData<L> extends readonly (infer Row)[] ? Row : never;

export interface ReferenceCalls<L extends ListCall, S extends CallDefinition, Values> {
  list: L;
  /** ins-upd-*: id -1 adds; an update carries the row version the form was opened with. */
  save: S;
  /** del-*: its one body field is the id the save names too. */
  remove: CallDefinition<z.ZodObject>;
  /** The row's id (rows name it their own way: id_direction, IDLevel). */
  idOf: (row: RowOf<L>) => number;
  /** The save's fields from the form's values, where they are not the same (default: the values). */
  bodyOf?: (values: Values) => Partial<CallBody<S>>;
}

/**
 * The api of a reference screen, from its three contract calls: the list, its save and delete (sms 8
 * deleted, 6 in use or locked; the reads of the tables they write reload), and their access rules.
 */
export function referenceApi<L extends ListCall, S extends CallDefinition, Values>(
  calls: ReferenceCalls<L, S, Values>,
) {
  type Row = RowOf<L>;
  const [idField] = Object.keys(calls.remove.body.shape);
  if (!idField) throw new Error(`${calls.remove.path} names no id`);
  const idBody = (id: number) => ({ [idField]: id });
  const bodyOf = calls.bodyOf ?? ((values: Values) => values as Partial<CallBody<S>>);
  return {
    // Its data are the list's rows (RowOf reads them off CallData), which TypeScript cannot follow for an open L.
    listQuery: () =>
      (read as unknown as (call: L) => UseQueryOptions<Row[], Error, Row[], QueryKey>)(calls.list),
    useMutations: (): ReferenceMutations<Row, Values> => ({
      save: useWrite(
        calls.save,
        ({ row, values }: SaveRequest<Row, Values>) =>
          callApi(
            calls.save,
            ...([
              {
                ...idBody(row ? calls.idOf(row) : NEW_ID),
                rowVersion: (row as { rowVersion?: number } | null)?.rowVersion,
                ...bodyOf(values),
              },
              SCREEN_HANDLES_FAILURES,
            ] as unknown as BodyArgs<S>),
          ) as Promise<SmsRow[]>,
        { silent: true },
      ),
      remove: useWrite(
        calls.remove,
        (row: Row) =>
          callApi(calls.remove, idBody(calls.idOf(row)), SCREEN_HANDLES_FAILURES) as Promise<SmsRow[]>,
        { silent: true },
      ),
    }),
    access: { save: calls.save, remove: calls.remove },
  };
}

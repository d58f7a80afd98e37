import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsRow } from '../../../contract/envelope';
import type { CallOptions } from '../../api/transport';

/** A save of the form: row null adds a record, otherwise that row (as the form opened it) is updated. */
export interface SaveRequest<Row, Values> {
  row: Row | null;
  values: Values;
}

/** The reference screen shows each failure itself (a stale row, a vanished row): no generic error toast. */
export const SCREEN_HANDLES_FAILURES: CallOptions = { notify: false };

/** The save and delete of a reference list; every answer (also a refusal) reloads the list. */
export function useReferenceMutations<Row, Values>({
  listKey,
  save,
  remove,
}: {
  listKey: QueryKey;
  save: (request: SaveRequest<Row, Values>) => Promise<SmsRow[]>;
  remove: (row: Row) => Promise<SmsRow[]>;
}) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: listKey });
  return {
    save: useMutation({ mutationFn: save, onSettled: reload }),
    remove: useMutation({ mutationFn: remove, onSettled: reload }),
  };
}

import { useMutation } from '@tanstack/react-query';
import type { SmsRow } from '../../../contract/envelope';
import { type Reads, useReloadReads } from '../../api/queries';

/** A save of the form: row null adds a record, otherwise that row (as the form opened it) is updated. */
export interface SaveRequest<Row, Values> {
  row: Row | null;
  values: Values;
}

/** The save and delete of a reference list; every answer (also a refusal) reloads the reads they change. */
export function useReferenceMutations<Row, Values>({
  changes,
  save,
  remove,
}: {
  changes: Reads;
  save: (request: SaveRequest<Row, Values>) => Promise<SmsRow[]>;
  remove: (row: Row) => Promise<SmsRow[]>;
}) {
  const reload = useReloadReads();
  return {
    save: useMutation({ mutationFn: save, onSettled: () => reload(changes) }),
    remove: useMutation({ mutationFn: remove, onSettled: () => reload(changes) }),
  };
}

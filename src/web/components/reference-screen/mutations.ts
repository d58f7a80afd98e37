import type { UseMutationResult } from '@tanstack/react-query';
import type { SmsRow } from '../../../contract/envelope';

/** A save of the form: row null adds a record, otherwise that row (as the form opened it) is updated. */
export interface SaveRequest<Row, Values> {
  row: Row | null;
  values: Values;
}

/**
 * The save and delete of a reference list, each a write of api/write.ts: the screen toasts their answers
 * and sorts their refusals itself (reference-screen.tsx).
 */
export interface ReferenceMutations<Row, Values> {
  save: UseMutationResult<SmsRow[], Error, SaveRequest<Row, Values>>;
  remove: UseMutationResult<SmsRow[], Error, Row>;
}

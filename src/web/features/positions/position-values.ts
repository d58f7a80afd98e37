import type { CallBody } from '../../../contract/call';
import type { PositionRow, savePosition } from '../../../contract/positions';
import { countOf, upsert } from '../../components/inline-edit-table/inline-edit';
import type { SaveRequest } from '../../components/reference-screen/mutations';

/** A position as its row's inputs hold it: the hours as digits. */
export type PositionValues = { nDoljnost: string; chasy: string };

export const emptyPosition: PositionValues = { nDoljnost: '', chasy: '' };

export const positionValuesOf = (row: PositionRow): PositionValues => ({
  nDoljnost: row.n_doljnost,
  chasy: String(row.chasy),
});

/** insUpd-rrnk-dolj's payload: the position of the year, its hours as a number. */
export function positionPayload(
  { row, values }: SaveRequest<PositionRow, PositionValues>,
  idYear: number,
): CallBody<typeof savePosition> {
  const fields = { nDoljnost: values.nDoljnost.trim(), chasy: countOf(values.chasy), idYear };
  return upsert(row, 'idRrnkDoljnost', (saved) => saved.id_rrnk_doljnost, fields);
}

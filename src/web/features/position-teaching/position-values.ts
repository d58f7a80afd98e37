import type { CallBody } from '../../../contract/call';
import { NEW_ID } from '../../../contract/limits';
import type { PositionRow, savePosition } from '../../../contract/positions';
import { countOf } from '../../components/inline-edit-table/inline-edit';
import type { SaveRequest } from '../../components/reference-screen/mutations';

/** A position as its row's inputs hold it: the hours as digits. */
export type PositionValues = { nDoljnost: string; chasy: string };

export const emptyPosition: PositionValues = { nDoljnost: '', chasy: '' };

export const positionValuesOf = (row: PositionRow): PositionValues => ({
  nDoljnost: row.n_doljnost,
  chasy: String(row.chasy),
});

/** insUpd-rrnk-dolj's payload: -1 for a new row; an update carries the version its edit began with. */
export function positionPayload(
  { row, values }: SaveRequest<PositionRow, PositionValues>,
  idYear: number,
): CallBody<typeof savePosition> {
  return {
    idRrnkDoljnost: row?.id_rrnk_doljnost ?? NEW_ID,
    nDoljnost: values.nDoljnost.trim(),
    chasy: countOf(values.chasy),
    idYear,
    rowVersion: row?.rowVersion,
  };
}

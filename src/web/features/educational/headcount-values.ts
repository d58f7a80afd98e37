import type { CallBody } from '../../../contract/call';
import type { SmsRow } from '../../../contract/envelope';
import { NEW_ID } from '../../../contract/limits';
import type { HeadcountRow, saveHeadcount } from '../../../contract/planned-students';
import { Sms } from '../../../contract/sms';
import { countOf } from '../../components/inline-edit-table/inline-edit';
import type { SaveRequest } from '../../components/reference-screen/mutations';

/** A group's planned students as the row's inputs hold them: digits, empty meaning 0 (SPEC §5). */
export type HeadcountValues = { kolB: string; kolK: string };

export const headcountValuesOf = (row: HeadcountRow): HeadcountValues => ({
  kolB: String(row.kol_b),
  kolK: String(row.kol_k),
});

/**
 * upd-kolst's payload: a row with its id is updated with the version it was opened with; a group without
 * headcounts of that year and half-year yet (id -1) gets them with its group, year and half-year
 * (decision 0015).
 */
export function headcountPayload(
  { row, values }: SaveRequest<HeadcountRow, HeadcountValues>,
  idYear: number,
  idWs: number,
): CallBody<typeof saveHeadcount> {
  const counts = { kolB: countOf(values.kolB), kolK: countOf(values.kolK) };
  if (row === null || row.id_rrnk_gr_kolst === NEW_ID)
    return { idRrnkGrKolst: NEW_ID, ...counts, idGroup: row?.id_group, idYear, idWs };
  return { idRrnkGrKolst: row.id_rrnk_gr_kolst, ...counts, rowVersion: row.rowVersion };
}

/**
 * Every group's row is on screen already, reading 0 until its numbers are first saved: that first save
 * (sms 1, the row made) is, for the person, a save of the row shown: it says "saved" (sms 2).
 */
export const asSaved = (rows: SmsRow[]): SmsRow[] =>
  rows.map((row) => (row.sms === Sms.CREATED ? { ...row, sms: Sms.UPDATED } : row));

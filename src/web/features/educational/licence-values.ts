import type { CallBody } from '../../../contract/call';
import { NEW_ID } from '../../../contract/limits';
import type { LicenceRow, saveLicence } from '../../../contract/speciality-plan';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { legacyDate } from '../../i18n/dates';

/** What the licence editor edits (SPEC §3): the dates as the date inputs hold them, yyyy-mm-dd. */
export type LicenceValues = {
  Resolution: string;
  ResolutionBeg: string;
  ResolutionEnd: string;
  Supplement: string;
};

export const emptyLicence: LicenceValues = {
  Resolution: '',
  ResolutionBeg: '',
  ResolutionEnd: '',
  Supplement: '',
};

export const licenceValuesOf = (row: LicenceRow): LicenceValues => ({
  Resolution: row.Resolution,
  ResolutionBeg: row.ResolutionBeg,
  ResolutionEnd: row.ResolutionEnd,
  Supplement: row.Supplement,
});

// yyyy-mm-dd as ins-upd-licence takes it and as the list shows it (SPEC §5): dd.mm.yyyy.
export { legacyDate };

/** The first day a licence date may be (the server refuses earlier ones). */
const EARLIEST = '1900-01-01';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why the period cannot be saved, as a text key: a date the server would refuse, or a beginning after the
 * end (a licence is valid from its first day to its last, both included). Null when it may be sent.
 */
export function periodProblem(
  values: Pick<LicenceValues, 'ResolutionBeg' | 'ResolutionEnd'>,
): 'educational.licence.badDate' | 'educational.licence.period' | null {
  const { ResolutionBeg: begin, ResolutionEnd: end } = values;
  for (const date of [begin, end])
    if (!ISO_DATE.test(date) || date < EARLIEST) return 'educational.licence.badDate';
  // yyyy-mm-dd compares as text in the order of the days.
  return begin > end ? 'educational.licence.period' : null;
}

/** ins-upd-licence's payload: -1 creates; the dates sent dd.mm.yyyy; the row version of the edit. */
export const licencePayload = ({
  row,
  values,
}: SaveRequest<LicenceRow, LicenceValues>): CallBody<typeof saveLicence> => ({
  IDLicence: row?.IDLicence ?? NEW_ID,
  Resolution: values.Resolution,
  ResolutionBeg: legacyDate(values.ResolutionBeg),
  ResolutionEnd: legacyDate(values.ResolutionEnd),
  Supplement: values.Supplement,
  rowVersion: row?.rowVersion,
});

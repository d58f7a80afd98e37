import type { CallBody } from '../../../contract/call';
import { type DateOrder, formatDate, parseDate } from '../../../contract/dates';
import { NEW_ID } from '../../../contract/limits';
import type { LicenceRow, saveLicence } from '../../../contract/speciality-plan';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { legacyDate } from '../../i18n/dates';

/**
 * What the licence editor edits (SPEC §3): the dates as typed, the interface language's way
 * (contract/dates.ts: dd.mm.yyyy in ru and kg, yyyy-mm-dd in en); sent dd.mm.yyyy (SPEC §5).
 */
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

export const licenceValuesOf = (row: LicenceRow, order: DateOrder): LicenceValues => ({
  Resolution: row.Resolution,
  ResolutionBeg: formatDate(row.ResolutionBeg, order),
  ResolutionEnd: formatDate(row.ResolutionEnd, order),
  Supplement: row.Supplement,
});

// yyyy-mm-dd as ins-upd-licence takes it and as the list shows it (SPEC §5): dd.mm.yyyy.
export { legacyDate };

/** A typed date as yyyy-mm-dd, or null when it is none (the row's date check says why). */
const isoOf = (typed: string, order: DateOrder): string | null => {
  const parsed = parseDate(typed, order);
  return 'iso' in parsed ? parsed.iso : null;
};

/**
 * Why the period cannot be saved, as a text key: a beginning after the end (a licence is valid from its
 * first day to its last, both included). Null when it may be sent; a date that is none is refused by the
 * row's date check, naming its column.
 */
export function periodProblem(
  values: Pick<LicenceValues, 'ResolutionBeg' | 'ResolutionEnd'>,
  order: DateOrder,
): 'educational.licence.period' | null {
  const begin = isoOf(values.ResolutionBeg, order);
  const end = isoOf(values.ResolutionEnd, order);
  // yyyy-mm-dd compares as text in the order of the days.
  return begin !== null && end !== null && begin > end ? 'educational.licence.period' : null;
}

/** ins-upd-licence's payload: -1 creates; the dates sent dd.mm.yyyy; the row version of the edit. */
export const licencePayload = (
  { row, values }: SaveRequest<LicenceRow, LicenceValues>,
  order: DateOrder,
): CallBody<typeof saveLicence> => ({
  IDLicence: row?.IDLicence ?? NEW_ID,
  Resolution: values.Resolution,
  ResolutionBeg: legacyDate(isoOf(values.ResolutionBeg, order) ?? values.ResolutionBeg),
  ResolutionEnd: legacyDate(isoOf(values.ResolutionEnd, order) ?? values.ResolutionEnd),
  Supplement: values.Supplement,
  rowVersion: row?.rowVersion,
});

/** Today as yyyy-mm-dd in the browser's time zone (the day the registrar sees on the calendar). */
export const todayIso = (today: Date = new Date()): string =>
  `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

/** Whether a licence has expired: its last day (included) is before today (issue 26). */
export const isExpired = (row: Pick<LicenceRow, 'ResolutionEnd'>, today: string): boolean =>
  row.ResolutionEnd < today;

/**
 * The licence's number as its resolution names it (issue 26: a column of its own): after '№', else the
 * register's form (two letters and at least six digits, e.g. LS230000789); empty when it names none.
 */
export function licenceNumberOf(resolution: string): string {
  const numbered = /№\s*([^\s,;:]+)/.exec(resolution);
  if (numbered?.[1]) return numbered[1];
  return /\b[A-Z]{2}\d{6,}\b/.exec(resolution)?.[0] ?? '';
}

import type { CallBody } from '../../../contract/call';
import type { LicenceRow, saveLicence } from '../../../contract/speciality-plan';
import { upsert } from '../../components/inline-edit-table/inline-edit';
import type { SaveRequest } from '../../components/reference-screen/mutations';
import { legacyDate } from '../../i18n/dates';

/** The licence's four texts, named alike in its row, its editor and its save (SPEC §3, §7). */
const LICENCE_TEXTS = ['Resolution', 'ResolutionBeg', 'ResolutionEnd', 'Supplement'] as const;

/**
 * What the licence editor edits (SPEC §3): the dates yyyy-mm-dd, typed and shown the interface language's
 * way by the date input (components/date-input.tsx); sent dd.mm.yyyy (SPEC §5).
 */
export type LicenceValues = Record<(typeof LICENCE_TEXTS)[number], string>;

export const emptyLicence = Object.fromEntries(LICENCE_TEXTS.map((key) => [key, ''])) as LicenceValues;

export const licenceValuesOf = (row: LicenceRow): LicenceValues =>
  Object.fromEntries(LICENCE_TEXTS.map((key) => [key, row[key]])) as LicenceValues;

// yyyy-mm-dd as ins-upd-licence takes it and as the list shows it (SPEC §5): dd.mm.yyyy.
export { legacyDate };

/**
 * Why the period cannot be saved, as a text key: a beginning after the end (a licence is valid from its
 * first day to its last, both included). Null when it may be sent; a date that is no day is refused by the
 * row's date check, naming its column.
 */
export function periodProblem(
  values: Pick<LicenceValues, 'ResolutionBeg' | 'ResolutionEnd'>,
): 'educational.licence.period' | null {
  const { ResolutionBeg: begin, ResolutionEnd: end } = values;
  // yyyy-mm-dd compares as text in the order of the days.
  return ISO_DATE.test(begin) && ISO_DATE.test(end) && begin > end ? 'educational.licence.period' : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ins-upd-licence's payload: the dates sent dd.mm.yyyy. */
export const licencePayload = ({
  row,
  values,
}: SaveRequest<LicenceRow, LicenceValues>): CallBody<typeof saveLicence> =>
  upsert(row, 'IDLicence', (saved) => saved.IDLicence, {
    Resolution: values.Resolution,
    ResolutionBeg: legacyDate(values.ResolutionBeg),
    ResolutionEnd: legacyDate(values.ResolutionEnd),
    Supplement: values.Supplement,
  });

/** Whether a licence has expired: its last day (included) is before today. */
export const isExpired = (row: Pick<LicenceRow, 'ResolutionEnd'>, today: string): boolean =>
  row.ResolutionEnd < today;

// The licence's number (its own column): one rule with the export of the licences.
export { licenceNumberOf } from '../../../contract/speciality-plan';

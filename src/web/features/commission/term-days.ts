import { academicYearAround } from '../../../contract/academic-year';
import type { FacultyMemberRow } from '../../../contract/commission';
import { addDays, todayIso } from '../../i18n/dates';

/**
 * The days a replacement or an end of a term may take effect (decision 0031): after the term began, not
 * after the current academic year; the form starts on today, or on the first allowed day when later.
 * `none`: no such day is left (a term begun on the year's last day).
 */
export function effectiveDays(row: Pick<FacultyMemberRow, 'since'>, today = todayIso()) {
  const first = addDays(row.since, 1);
  const last = academicYearAround(today).lastDay;
  return { first, last, initial: first > today ? first : today, none: first > last };
}

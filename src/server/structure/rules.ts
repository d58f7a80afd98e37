import { PLACEHOLDER_ID } from '../../contract/limits';
import { AppError } from '../http/errors';

/**
 * The academic year a day belongs to, as its two-digit start year (SPEC §9): an academic year begins on
 * 1 September, so 24 November 2026 is in 26 (2026-2027) and 1 March 2027 still is.
 */
export function academicYearOf(day: Date): number {
  const september = 8;
  const year = day.getFullYear() - (day.getMonth() < september ? 1 : 0);
  return year % 100;
}

/** Whether a two-digit admission year is before the current academic year (up to 49 years back). */
export function isPastYear(year: number, currentYear: number): boolean {
  const back = (currentYear - year + 100) % 100;
  return back > 0 && back < 50;
}

/**
 * SPEC §4 "Specialty mode": none, trimester or doctorate (Phd 5), one at a time, and either only when the
 * university's trimester setting is 1. Phd 1 (other postgraduate) is not one of the two checkboxes.
 */
export function assertSpecialityMode(mode: { trimester: boolean; phd: number }, trimesterSetting: number) {
  if (mode.trimester && mode.phd !== 0) throw new AppError('VALIDATION', 'specialityModeExclusive');
  if ((mode.trimester || mode.phd === 5) && trimesterSetting !== 1)
    throw new AppError('VALIDATION', 'specialityModeOff');
}

/** Rows with id 9999 are placeholders (SPEC §9): never written, never a target. */
export function assertNoPlaceholder(...ids: Array<number | undefined>) {
  if (ids.includes(PLACEHOLDER_ID)) throw new AppError('VALIDATION', 'placeholderRow');
}

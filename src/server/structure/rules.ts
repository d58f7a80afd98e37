import type { Permissions } from '../../contract/access';
import { AppError } from '../core/errors';

// The academic-year rule is shared with the web app (contract/academic-year.ts, decision 0032).
export { academicYearOf, isPastYear } from '../../contract/academic-year';

/**
 * SPEC §4 "Specialty mode": none, trimester or doctorate (Phd 5), one at a time, and either only when the
 * university's trimester setting is 1. Phd 1 (other postgraduate) is not one of the two checkboxes.
 */
export function assertSpecialityMode(mode: { trimester: boolean; phd: number }, trimesterSetting: number) {
  if (mode.trimester && mode.phd !== 0) throw new AppError('VALIDATION', 'specialityModeExclusive');
  if ((mode.trimester || mode.phd === 5) && trimesterSetting !== 1)
    throw new AppError('VALIDATION', 'specialityModeOff');
}

/**
 * The faculty of a new name-group (insUpdNGr with idNGr -1, decision 0032). SPEC's body is {idNGr, nGr}:
 * the legacy server knew the user's faculty from the session. Here it is the one sent, else the one the
 * user's account works with (an editor of one faculty), else the only faculty there is; a user of
 * several faculties must name it (400).
 */
export function facultyOfNewNameGroup(
  sent: number | undefined,
  user: Permissions,
  everyFaculty: readonly number[],
): number {
  if (sent !== undefined) return sent;
  const scope = user.role === 'editor' && !user.allFaculties ? user.facultyIds : everyFaculty;
  if (scope.length === 1) return scope[0] as number;
  throw new AppError('VALIDATION', 'nameGroupFacultyNeeded');
}

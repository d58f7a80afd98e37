import { AppError } from '../core/errors';
import { type Names, namesIn } from '../core/messages';

// The rules of decision 0015 that the contract's schemas cannot say alone (SPEC §5, §9).

/** A licence is valid from its first day to its last: the end is not before the beginning. */
export function assertLicencePeriod(beginning: string, end: string) {
  // Both are yyyy-mm-dd (the contract turns dd.mm.yyyy into it), so text order is date order.
  if (end < beginning) throw new AppError('VALIDATION', 'licencePeriod');
}

/**
 * Next year's groups (SPEC §2, §5, §9): the target year is the source year plus one (so greater), and at
 * least one group is chosen.
 */
export function assertNextYear(bindingIds: readonly number[], yearFrom: number, yearTo: number) {
  if (yearTo !== yearFrom + 1) throw new AppError('VALIDATION', 'nextYearOnly', { year: yearFrom + 1 });
  if (bindingIds.length === 0) throw new AppError('VALIDATION', 'noGroupChosen');
}

/** A speciality's data is copied onto another one (SPEC §5). */
export function assertCopyTarget(fromId: number, toId: number) {
  if (fromId === toId) throw new AppError('VALIDATION', 'sameSpeciality');
}

/** A speciality's department as its save finds it: whether it is of the speciality's faculty, its name. */
export interface DepartmentLink {
  sameFaculty: boolean;
  names: Names;
}

/**
 * A speciality's department is one of its faculty's (decision 0013's addendum), whoever saves it: another faculty's would
 * be named by a speciality it does not teach, and pinned against deletion by it. Undefined: no department.
 */
export function assertDepartmentOfSpeciality(link: DepartmentLink | undefined) {
  if (!link) throw new AppError('VALIDATION', 'unknownReference');
  if (!link.sameFaculty)
    throw new AppError('VALIDATION', 'specialityDepartmentOfOtherFaculty', namesIn('department', link.names));
}

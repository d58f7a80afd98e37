import type { CheckRow, CheckRowOf } from '../../../contract/checks';
import { BUILDING_PARAM, RULE_PARAM } from '../../lib/addresses';
import type { ScreenPath } from '../../lib/paths';

// Where each data check's row is fixed: its screen, opened on its record by the parameters
// that screen reads from its address (lib/addresses.ts; the cascades' levels; the lists' search, q).

/** A screen's path with its query ('/classrooms?building=2'), the parameters in the order given. */
export function address(screen: ScreenPath, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const search = query.toString();
  return search === '' ? `/${screen}` : `/${screen}?${search}`;
}

type SpecialityRow = CheckRowOf<'firstCourseVsPlan' | 'licence' | 'groupsWithoutHeadcounts'>;

/** The educational screen's cascade down to the speciality as its faculty teaches it. */
const specialityPlace = (row: SpecialityRow) =>
  address('educational', {
    ministry: row.idMinistry,
    vuz: row.idVuz,
    faculty: row.idFaculty,
    direction: row.idDirection,
    form: row.idFEduc,
    speciality: row.idSpeciality,
  });

/** A coded record's code: its name reads "code name" (the server's record of a direction or speciality). */
export const codeOf = (record: string): string => record.trim().split(/\s+/)[0] ?? '';

/**
 * Where a record missing a translation is named: its list searched for its code, the building or the
 * ministry chosen, the classrooms screen whose Offices modal edits an office, or the educational screen whose
 * cascade edits it; null where no screen of this app edits the table (disciplines, the study forms' kinds
 * and programmes).
 */
function translationLink(row: CheckRowOf<'translation'>): string | null {
  switch (row.table) {
    case 'direction':
      return address('directions', { q: codeOf(row.record) });
    case 'special':
      return address('speciality-names', { q: codeOf(row.record) });
    case 'korpus':
      return address('classrooms', { [BUILDING_PARAM]: row.idRecord });
    case 'otdel':
      return address('classrooms');
    case 'ministry':
      return address('educational', { ministry: row.idRecord });
    // A university's cascade needs its ministry, which the row does not name; a study form is edited
    // from the cascade's level of the faculty teaching it.
    case 'vuz':
    case 'f_educ':
      return address('educational');
    default:
      return null;
  }
}

/** Where a row's record is fixed, as an app path with its query; null when no screen edits it. */
export function linkOf(row: CheckRow): string | null {
  switch (row.check) {
    case 'gradingCoverage':
      return address('grading-rules', { [RULE_PARAM]: row.idEbeVar });
    case 'firstCourseVsPlan':
    case 'licence':
    case 'groupsWithoutHeadcounts':
      return specialityPlace(row);
    case 'classroomCapacity':
      return address('classrooms', { [BUILDING_PARAM]: row.idKorpus });
    case 'commissionRoles':
      return row.idSpecial === null
        ? address('commission', { faculty: row.idFaculty })
        : address('commission/speciality', { faculty: row.idFaculty, special: row.idSpecial });
    case 'translation':
      return translationLink(row);
  }
}

/** A row's key among its check's rows: its record's ids. */
export function keyOf(row: CheckRow): string {
  switch (row.check) {
    case 'gradingCoverage':
      return String(row.idEbeVar);
    case 'firstCourseVsPlan':
    case 'licence':
    case 'groupsWithoutHeadcounts':
      return String(row.idSpeciality);
    case 'classroomCapacity':
      return String(row.idAuditorium);
    case 'commissionRoles':
      return `${row.idFaculty}-${row.idSpecial ?? 0}`;
    case 'translation':
      return `${row.table}-${row.idRecord}`;
  }
}

import type { CheckKind, CheckRow, CheckRowOf } from '../../contract/checks';

// Which of the data checks' violations belong to the record a screen shows: pure, so tested
// without the app; the read itself is checks.ts'.

/** Which violations belong to a record: per check kind, a test of its rows (a kind not named: none). */
export type ViolationFilter = { [K in CheckKind]?: (row: CheckRowOf<K>) => boolean };

/** The rows the filter keeps, in the answer's order (by check, then as the server sorted them). */
export function violationsOf(rows: readonly CheckRow[], filter: ViolationFilter): CheckRow[] {
  return rows.filter(
    (row) => (filter[row.check] as ((row: CheckRow) => boolean) | undefined)?.(row) ?? false,
  );
}

/** The checks of a speciality as its faculty teaches it (educational screen): its plan, licence, groups. */
type SpecialityCheck = 'firstCourseVsPlan' | 'licence' | 'groupsWithoutHeadcounts';
const specialityChecks: readonly SpecialityCheck[] = [
  'firstCourseVsPlan',
  'licence',
  'groupsWithoutHeadcounts',
];

/** A speciality's violations of the given checks (all three by default). */
export function specialityViolations(
  idSpeciality: number | null,
  kinds: readonly SpecialityCheck[] = specialityChecks,
): ViolationFilter {
  const mine = (row: { idSpeciality: number }) => row.idSpeciality === idSpeciality;
  const filter: ViolationFilter = {};
  for (const kind of kinds) filter[kind] = mine;
  return filter;
}

/**
 * A faculty's own commission (commission: no speciality given), or its commission for a speciality of
 * the catalogue (commission/speciality); none while the faculty, or the speciality asked for, is not chosen.
 */
export function commissionViolations(idFaculty: number | null, idSpecial?: number | null): ViolationFilter {
  if (idFaculty === null || idSpecial === null) return {};
  return { commissionRoles: (row) => row.idFaculty === idFaculty && row.idSpecial === (idSpecial ?? null) };
}

/** A building's classrooms, by classroom. */
export function classroomViolations(
  rows: readonly CheckRow[],
  idKorpus: number | null,
): ReadonlyMap<number, CheckRowOf<'classroomCapacity'>[]> {
  const byRoom = new Map<number, CheckRowOf<'classroomCapacity'>[]>();
  for (const row of violationsOf(rows, { classroomCapacity: (room) => room.idKorpus === idKorpus }))
    if (row.check === 'classroomCapacity')
      byRoom.set(row.idAuditorium, [...(byRoom.get(row.idAuditorium) ?? []), row]);
  return byRoom;
}
